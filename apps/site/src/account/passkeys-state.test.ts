import { describe, expect, it } from 'vitest';
import {
  type PasskeyChangeAction,
  type PasskeyChangeState,
  isRemovalDialogOpen,
  noPasskeyChange,
  passkeyChangeReducer,
} from './passkeys-state.ts';

const laptop = { credentialId: 'c1', deviceName: 'Chrome on Linux' } as const;
const asked = { type: 'removal-asked', target: laptop } as const;
const typed = { type: 'password-changed', password: 'Secret-2026' } as const;

function run(actions: readonly PasskeyChangeAction[], from: PasskeyChangeState = noPasskeyChange) {
  return actions.reduce(passkeyChangeReducer, from);
}

describe('passkeyChangeReducer', () => {
  it.each<[string, readonly PasskeyChangeAction[], PasskeyChangeState]>([
    ['adding runs the prompt', [{ type: 'add-started' }], { step: 'adding' }],
    [
      'an added passkey is announced by its name',
      [{ type: 'add-started' }, { type: 'add-succeeded', deviceName: 'Chrome on Linux' }],
      { step: 'added', deviceName: 'Chrome on Linux' },
    ],
    [
      'a cancelled prompt says so',
      [{ type: 'add-started' }, { type: 'add-failed', messageKey: 'dashboard.passkeys.addFailed' }],
      { step: 'add-failed', messageKey: 'dashboard.passkeys.addFailed' },
    ],
    ['an addition is not started twice', [{ type: 'add-started' }, asked, { type: 'add-started' }], { step: 'adding' }],
    [
      'a removal asks for the password first',
      [asked, { type: 'removal-confirmed' }],
      { step: 'confirming-removal', target: laptop, password: '', errorMessageKey: undefined },
    ],
    [
      'a refused password keeps what was typed and names the reason',
      [asked, typed, { type: 'removal-confirmed' }, { type: 'removal-failed', messageKey: 'x.wrongPassword' }],
      { step: 'confirming-removal', target: laptop, password: 'Secret-2026', errorMessageKey: 'x.wrongPassword' },
    ],
    [
      'a removal is announced by the passkey’s name',
      [asked, typed, { type: 'removal-confirmed' }, { type: 'removal-succeeded' }],
      { step: 'removed', deviceName: 'Chrome on Linux' },
    ],
    ['cancelling closes the confirmation', [asked, typed, { type: 'cancelled' }], { step: 'idle' }],
    [
      'a removal under way is not cancelled',
      [asked, typed, { type: 'removal-confirmed' }, { type: 'cancelled' }],
      { step: 'removing', target: laptop, password: 'Secret-2026' },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toEqual(expected);
  });

  it.each<[PasskeyChangeState, boolean]>([
    [{ step: 'idle' }, false],
    [{ step: 'adding' }, false],
    [{ step: 'confirming-removal', target: laptop, password: '', errorMessageKey: undefined }, true],
    [{ step: 'removing', target: laptop, password: 'p' }, true],
    [{ step: 'removed', deviceName: 'Chrome on Linux' }, false],
  ])('the removal dialog of %o is open: %s', (state, open) => {
    expect(isRemovalDialogOpen(state)).toBe(open);
  });
});
