import { describe, expect, it } from 'vitest';
import {
  type AccountDeletionAction,
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
    ['submits it', { step: 'confirming' }, { type: 'submit' }, { step: 'deleting' }],
    [
      'is done with the erasure time',
      { step: 'deleting' },
      { type: 'succeed', erasureAt },
      { step: 'deleted', erasureAt },
    ],
    [
      'is refused and stays open',
      { step: 'deleting' },
      { type: 'fail', problem: 'wrong-password' },
      { step: 'refused', problem: 'wrong-password' },
    ],
    ['tries again after a refusal', { step: 'refused', problem: 'failed' }, { type: 'submit' }, { step: 'deleting' }],
    ['cancels the confirmation', { step: 'confirming' }, { type: 'cancel' }, noAccountDeletion],
    ['cannot cancel a request under way', { step: 'deleting' }, { type: 'cancel' }, { step: 'deleting' }],
    ['cannot submit twice', { step: 'deleting' }, { type: 'submit' }, { step: 'deleting' }],
    ['stays deleted', { step: 'deleted', erasureAt }, { type: 'open' }, { step: 'deleted', erasureAt }],
  ])('%s', (_case, state, action, next) => {
    expect(accountDeletionReducer(state, action)).toEqual(next);
  });

  it('keeps the confirmation open while asked, sent or refused', () => {
    expect(isDeletionConfirmationOpen({ step: 'confirming' })).toBe(true);
    expect(isDeletionConfirmationOpen({ step: 'deleting' })).toBe(true);
    expect(isDeletionConfirmationOpen({ step: 'refused', problem: 'failed' })).toBe(true);
    expect(isDeletionConfirmationOpen(noAccountDeletion)).toBe(false);
    expect(isDeletionConfirmationOpen({ step: 'deleted', erasureAt })).toBe(false);
  });

  it.each([
    ['sap_403042', 'wrong-password'],
    ['sap_403048', 'rate-limited'],
    ['sap_500001', 'failed'],
    [undefined, 'failed'],
  ])('names the problem of %s', (code, problem) => {
    expect(deletionProblemOf(code)).toBe(problem);
  });
});
