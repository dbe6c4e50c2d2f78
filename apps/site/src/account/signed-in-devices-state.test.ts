import { describe, expect, it } from 'vitest';
import {
  type DeviceSignOutAction,
  type DeviceSignOutState,
  deviceSignOutReducer,
  isConfirmationOpen,
  noDeviceSignOut,
} from './signed-in-devices-state.ts';

const phone = { kind: 'device', id: 'd1', name: 'Chrome on Android' } as const;
const others = { kind: 'others' } as const;

function run(actions: readonly DeviceSignOutAction[], from: DeviceSignOutState = noDeviceSignOut) {
  return actions.reduce(deviceSignOutReducer, from);
}

describe('deviceSignOutReducer', () => {
  it.each([
    ['asking opens the confirmation', [{ type: 'ask', target: phone }], { step: 'confirming', target: phone }],
    ['cancelling closes it', [{ type: 'ask', target: phone }, { type: 'cancel' }], { step: 'idle' }],
    [
      'confirming signs out',
      [{ type: 'ask', target: others }, { type: 'confirm' }],
      { step: 'signing-out', target: others },
    ],
    [
      'a success is announced',
      [{ type: 'ask', target: phone }, { type: 'confirm' }, { type: 'succeed' }],
      { step: 'signed-out', target: phone },
    ],
    [
      'a failure keeps the confirmation to try again',
      [{ type: 'ask', target: phone }, { type: 'confirm' }, { type: 'fail' }, { type: 'confirm' }],
      { step: 'signing-out', target: phone },
    ],
    ['nothing is confirmed that was not asked', [{ type: 'confirm' }, { type: 'succeed' }], { step: 'idle' }],
    [
      'a sign-out under way is neither cancelled nor replaced',
      [{ type: 'ask', target: phone }, { type: 'confirm' }, { type: 'cancel' }, { type: 'ask', target: others }],
      { step: 'signing-out', target: phone },
    ],
    [
      'after a success the next device can be asked for',
      [{ type: 'ask', target: phone }, { type: 'confirm' }, { type: 'succeed' }, { type: 'ask', target: others }],
      { step: 'confirming', target: others },
    ],
  ] as const)('%s', (_name, actions, expected) => {
    expect(run(actions)).toEqual(expected);
  });

  it.each([
    [{ step: 'idle' }, false],
    [{ step: 'confirming', target: phone }, true],
    [{ step: 'signing-out', target: phone }, true],
    [{ step: 'failed', target: phone }, true],
    [{ step: 'signed-out', target: phone }, false],
  ] as const)('the confirmation of %o is open: %s', (state, open) => {
    expect(isConfirmationOpen(state)).toBe(open);
  });
});
