import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';
import { deviceCookieName } from './device-cookie.ts';

const apiKey = '4_nordhem_gb_web';
const owner = { loginID: 'james.wilson@example.co.uk', password: 'Nordhem-Demo-2026' };
const ownerAddress = '198.51.100.7';

/**
 * Lockout as a weapon: strangers who guess wrong lock themselves out, not the owner. A browser that logged in before
 * (device cookie) has its own budget; untrusted sources are locked one by one, and all together only past a higher
 * bound.
 */
describe('identity provider: lockout with device cookies', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  // Each test starts with no failures and no locks (and no per-IP login budget used).
  beforeEach(async () => {
    await server.database.exec('delete from login_failures; delete from login_locks; delete from rate_limit_counters;');
  });
  afterAll(() => server.app.close());

  async function login(password: string, from: string, deviceCookie?: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      remoteAddress: from,
      headers: deviceCookie ? { cookie: `${deviceCookieName}=${deviceCookie}` } : {},
      payload: { apiKey, loginID: owner.loginID, password },
    });
    return {
      errorCode: response.json().errorCode as number,
      device: response.cookies.find((cookie) => cookie.name === deviceCookieName),
    };
  }

  async function ownersDevice(): Promise<string> {
    const first = await login(owner.password, ownerAddress);
    expect(first.errorCode).toBe(0);
    expect(first.device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    return first.device?.value ?? '';
  }

  async function failFrom(address: string, times: number, deviceCookie?: string): Promise<number[]> {
    const codes: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1)
      codes.push((await login('wrong-guess', address, deviceCookie)).errorCode);
    return codes;
  }

  it('an attacker locks only their own address; the owner logs in on their device and on a new browser', async () => {
    const device = await ownersDevice();
    expect(await failFrom('203.0.113.9', server.config.lockout.maxFailuresPerScope)).toEqual([
      403042, 403042, 403042, 403042, 403120,
    ]);
    expect((await login(owner.password, '203.0.113.9')).errorCode).toBe(403120);

    expect((await login(owner.password, ownerAddress, device)).errorCode).toBe(0);
    expect((await login(owner.password, '192.0.2.44')).errorCode).toBe(0);
  });

  it('the owner’s device has its own budget: five failures there lock that device only', async () => {
    const device = await ownersDevice();
    expect((await failFrom(ownerAddress, server.config.lockout.maxFailuresPerScope, device)).at(-1)).toBe(403120);
    expect((await login(owner.password, ownerAddress, device)).errorCode).toBe(403120);
    expect((await login(owner.password, '192.0.2.44')).errorCode).toBe(0);
  });

  it('many untrusted sources together lock every untrusted login, but not the owner’s device', async () => {
    const device = await ownersDevice();
    const sources = Math.ceil(
      server.config.lockout.maxUntrustedFailures / (server.config.lockout.maxFailuresPerScope - 1),
    );
    for (let source = 1; source <= sources; source += 1)
      await failFrom(`203.0.113.${source}`, server.config.lockout.maxFailuresPerScope - 1);
    expect((await login(owner.password, '192.0.2.44')).errorCode).toBe(403120);
    expect((await login(owner.password, ownerAddress, device)).errorCode).toBe(0);
  });

  it('a forged or foreign device cookie counts as untrusted', async () => {
    const device = await ownersDevice();
    expect(await failFrom('203.0.113.9', server.config.lockout.maxFailuresPerScope)).toContain(403120);
    const [signedValue = '', signature = ''] = device.split(/\.(?=[^.]*$)/);
    const forged = `${signedValue.slice(0, -2)}xx.${signature}`;
    expect((await login(owner.password, '203.0.113.9', forged)).errorCode).toBe(403120);
    expect((await login(owner.password, '203.0.113.9', 'not-signed-at-all')).errorCode).toBe(403120);
  });

  it('an unknown address is counted the same way, so the lock reveals nothing', async () => {
    const codes = [];
    for (let attempt = 0; attempt < server.config.lockout.maxFailuresPerScope; attempt += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/idp/accounts.login',
        remoteAddress: '203.0.113.9',
        payload: { apiKey, loginID: 'nobody-here@example.co.uk', password: 'wrong-guess' },
      });
      codes.push(response.json().errorCode);
    }
    expect(codes).toEqual([403042, 403042, 403042, 403042, 403120]);
  });
});
