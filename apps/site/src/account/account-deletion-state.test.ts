import { describe, expect, it } from 'vitest';
import {
  type AccountDeletionAction,
  type AccountDeletionProblem,
  type DeletionConfirmationMethod,
  type AccountDeletionState,
  accountDeletionReducer,
  deletionProblemOf,
  isDeletionConfirmationOpen,
  noAccountDeletion,
} from './account-deletion-state.ts';

const erasureAt = '2026-12-11T12:00:00.000Z';

describe('account deletion state', () => {
  it.each<[string, AccountDeletionState, AccountDeletionAction, AccountDeletionState]>([
    ['opens the confirmation', noAccountDeletion, { type: 'open' }, { step: 'confirming' }],
    [
      'submits it with the password',
      { step: 'confirming' },
      { type: 'submit', method: 'password' },
      { step: 'deleting', method: 'password' },
    ],
    [
      'submits it with a passkey',
      { step: 'confirming' },
      { type: 'submit', method: 'passkey' },
      { step: 'deleting', method: 'passkey' },
    ],
    [
      'is done with the erasure time',
      { step: 'deleting', method: 'password' },
      { type: 'succeed', erasureAt },
      { step: 'deleted', erasureAt },
    ],
    [
      'is refused and stays open',
      { step: 'deleting', method: 'password' },
      { type: 'fail', problem: 'wrong-password' },
      { step: 'refused', problem: 'wrong-password' },
    ],
    [
      'tries again after a refusal',
      { step: 'refused', problem: 'failed' },
      { type: 'submit', method: 'passkey' },
      { step: 'deleting', method: 'passkey' },
    ],
    ['cancels the confirmation', { step: 'confirming' }, { type: 'cancel' }, noAccountDeletion],
    [
      'cannot cancel a request under way',
      { step: 'deleting', method: 'password' },
      { type: 'cancel' },
      { step: 'deleting', method: 'password' },
    ],
    [
      'cannot submit twice',
      { step: 'deleting', method: 'password' },
      { type: 'submit', method: 'passkey' },
      { step: 'deleting', method: 'password' },
    ],
    ['stays deleted', { step: 'deleted', erasureAt }, { type: 'open' }, { step: 'deleted', erasureAt }],
  ])('%s', (_case, state, action, next) => {
    expect(accountDeletionReducer(state, action)).toEqual(next);
  });

  it('keeps the confirmation open while asked, sent or refused', () => {
    expect(isDeletionConfirmationOpen({ step: 'confirming' })).toBe(true);
    expect(isDeletionConfirmationOpen({ step: 'deleting', method: 'password' })).toBe(true);
    expect(isDeletionConfirmationOpen({ step: 'refused', problem: 'failed' })).toBe(true);
    expect(isDeletionConfirmationOpen(noAccountDeletion)).toBe(false);
    expect(isDeletionConfirmationOpen({ step: 'deleted', erasureAt })).toBe(false);
  });

  it.each<[string | undefined, DeletionConfirmationMethod, AccountDeletionProblem]>([
    ['sap_403042', 'password', 'wrong-password'],
    ['sap_403042', 'passkey', 'passkey-failed'],
    ['sap_403048', 'password', 'rate-limited'],
    ['sap_403048', 'passkey', 'rate-limited'],
    ['sap_500001', 'passkey', 'failed'],
    [undefined, 'password', 'failed'],
  ])('names the problem of %s confirmed with the %s', (code, method, problem) => {
    expect(deletionProblemOf(code, method)).toBe(problem);
  });
});
