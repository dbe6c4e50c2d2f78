import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

describe('change password (experience API cdc/accounts.setAccountInfo)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function signedIn(uid: string): Promise<string> {
    return server.app.experienceSessions.create({ uid, market: 'GB', grantId: null }, new Date(Date.now() + 3600_000));
  }

  function change(session: string | undefined, password: string, newPassword: string) {
    return server.app.inject({
      method: 'POST',
      url: '/experience-api/cdc/accounts.setAccountInfo',
      headers: session ? { cookie: `xp_session=${session}` } : {},
      payload: { password, newPassword },
    });
  }

  it.each([
    ['no session', undefined, 'Nordhem-Demo-2026', 'Fresh-Password-11', 401, 'sap_403005'],
    ['a wrong current password', 'session', 'Wrong-Password-1', 'Fresh-Password-11', 403, 'sap_403042'],
    ['a new password below the policy', 'session', 'Nordhem-Demo-2026', 'weakpass', 400, 'sap_400009'],
    [
      'one of the most common passwords, though it has all four groups',
      'session',
      'Nordhem-Demo-2026',
      'Password1!',
      400,
      'sap_400009',
    ],
    ['the current password as the new one', 'session', 'Nordhem-Demo-2026', 'Nordhem-Demo-2026', 401, 'sap_401030'],
  ])('refuses %s', async (_case, session, password, newPassword, status, code) => {
    const response = await change(session ? await signedIn('demo-gb-oliver') : undefined, password, newPassword);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorCode: code });
  });

  it('changes the password, ends every session of the account, and refuses any of the last three passwords', async () => {
    const uid = 'demo-gb-grace';
    const otherDevice = await server.app.identitySessions.create(uid, '4_nordhem_gb_web', 3600);
    const passwords = ['Nordhem-Demo-2026', 'Second-Password-22', 'Third-Password-33', 'Fourth-Password-44'];
    for (let index = 1; index < passwords.length; index += 1) {
      const response = await change(await signedIn(uid), passwords[index - 1] ?? '', passwords[index] ?? '');
      expect(response.json()).toMatchObject({ errorCode: 0 });
    }
    expect(await server.app.identitySessions.findUid(otherDevice, '4_nordhem_gb_web')).toBeUndefined();
    expect(await server.database.query('select 1 from experience_sessions where uid = $1', [uid])).toHaveLength(0);

    // The current password and the three before it are refused.
    for (const earlier of passwords) {
      expect((await change(await signedIn(uid), 'Fourth-Password-44', earlier)).json()).toMatchObject({
        errorCode: 'sap_401030',
      });
    }
    expect((await change(await signedIn(uid), 'Fourth-Password-44', 'Fifth-Password-55')).json()).toMatchObject({
      errorCode: 0,
    });
    // Now four passwords back, the first one is out of the history and allowed again.
    expect((await change(await signedIn(uid), 'Fifth-Password-55', 'Nordhem-Demo-2026')).json()).toMatchObject({
      errorCode: 0,
    });
  });
});
