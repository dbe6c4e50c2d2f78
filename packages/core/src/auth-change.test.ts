import { describe, expect, it } from 'vitest';
import { authChangeChannelName, authChangeMessageOf } from './auth-change.ts';

describe('auth change messages between tabs', () => {
  it.each([
    [
      { kind: 'signed-in', id: 'a1' },
      { kind: 'signed-in', id: 'a1' },
    ],
    [
      { kind: 'signed-out', id: 'a2' },
      { kind: 'signed-out', id: 'a2' },
    ],
    [
      { kind: 'session-expired', id: 'a3' },
      { kind: 'session-expired', id: 'a3' },
    ],
    // extra fields are dropped, not passed on
    [
      { kind: 'signed-out', id: 'a4', firstName: 'Noah' },
      { kind: 'signed-out', id: 'a4' },
    ],
    [{ kind: 'signed-out' }, undefined],
    [{ kind: 'signed-out', id: '' }, undefined],
    [{ kind: 'signed-out', id: 4 }, undefined],
    [{ kind: 'logged-out', id: 'a5' }, undefined],
    [{ kind: 'SIGNED-IN', id: 'a6' }, undefined],
    [{ id: 'a7' }, undefined],
    ['signed-out', undefined],
    [null, undefined],
    [undefined, undefined],
    [['signed-out'], undefined],
  ])('%j is read as %j', (message, change) => {
    expect(authChangeMessageOf(message)).toEqual(change);
  });

  it.each([
    ['/gb', 'shopfront.authChange:/gb'],
    ['/ch/de', 'shopfront.authChange:/ch/de'],
  ])('the site %s talks on %s', (sitePathPrefix, name) => {
    expect(authChangeChannelName(sitePathPrefix)).toBe(name);
  });
});
