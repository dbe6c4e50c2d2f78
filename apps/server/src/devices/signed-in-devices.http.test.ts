import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createSecondInstance, createSeededTestApp } from '#test/server/test-app.ts';
import { holdsWithinOneSecond } from '#test/server/within-one-second.ts';
import { accessOf, browserOn, fullAccess, noAccess, signedInBrowser } from '#test/server/signed-in-browser.ts';
import { TestBrowser, injectTransport } from '../services/oauth/oauth-test-support.ts';
import { SignedInDevices } from './signed-in-devices.ts';

const password = 'Nordhem-Demo-2026';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const json = { 'content-type': 'application/json' } as const;

describe('signed-in devices: listed, and signed out with everything they hold on every instance', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createSeededTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  const signIn = (email: string, userAgent: string, browser?: TestBrowser) =>
    signedInBrowser(first, email, password, userAgent, browser);

  async function devicesOf(browser: TestBrowser) {
    const response = await browser.request({
      method: 'GET',
      url: `${first.config.publicOrigin}/experience-api/devices`,
    });
    return { status: response.status, body: JSON.parse(response.body) };
  }

  it('lists the account’s devices with browser, platform, market and times, and marks the asking one', async () => {
    const onLaptop = await signIn('amelia.clarke@example.co.uk', laptop);
    const onPhone = await signIn('amelia.clarke@example.co.uk', phone);
    const listed = await devicesOf(onLaptop.browser);
    expect(listed.status).toBe(200);
    expect(listed.body.devices).toHaveLength(2);
    expect(listed.body.devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'safari', platform: 'macos', market: 'GB', isCurrent: true }),
        expect.objectContaining({ browser: 'samsung-internet', platform: 'android', market: 'GB', isCurrent: false }),
      ]),
    );
    const [device] = listed.body.devices;
    expect(Date.parse(device.signedInAt)).not.toBeNaN();
    expect(Date.parse(device.lastActiveAt)).not.toBeNaN();
    expect((await devicesOf(onPhone.browser)).body.devices.filter((d: { isCurrent: boolean }) => d.isCurrent)).toEqual([
      expect.objectContaining({ browser: 'samsung-internet' }),
    ]);
    // Another account's devices are not this account's.
    const other = await signIn('oliver.bennett@example.co.uk', laptop);
    expect((await devicesOf(other.browser)).body.devices).toHaveLength(1);
  });

  it('a second login of the same browser is the same device, not a new one', async () => {
    const browser = new TestBrowser(injectTransport(first.app));
    await signIn('sophie.ward@example.co.uk', laptop, browser);
    await signIn('sophie.ward@example.co.uk', laptop, browser);
    expect((await devicesOf(browser)).body.devices).toHaveLength(1);
  });

  it('a device signed out on B loses its identity, shop and experience sessions and its tokens on A within a second', async () => {
    const email = 'james.wilson@example.co.uk';
    const onLaptop = await signIn(email, laptop);
    const onPhone = await signIn(email, phone);
    // Both instances have the phone's sessions cached.
    expect(await accessOf(first, onPhone)).toEqual(fullAccess);
    expect(await accessOf(second, onPhone)).toMatchObject({ shop: true, experience: true, identity: true });

    const phoneDevice = (await devicesOf(onLaptop.browser)).body.devices.find(
      (device: { isCurrent: boolean }) => !device.isCurrent,
    );
    const signOut = await browserOn(second, onLaptop).request({
      method: 'POST',
      url: `${first.config.publicOrigin}/experience-api/devices/sign-out`,
      headers: json,
      body: JSON.stringify({ id: phoneDevice.id }),
    });
    expect(signOut.status).toBe(200);

    expect(
      await holdsWithinOneSecond(
        async () => JSON.stringify(await accessOf(first, onPhone)) === JSON.stringify(noAccess),
      ),
    ).toBe(true);
    expect(await accessOf(first, onLaptop)).toMatchObject({ shop: true, experience: true, identity: true });
    expect((await devicesOf(onLaptop.browser)).body.devices).toEqual([expect.objectContaining({ isCurrent: true })]);
  });

  it('signing out everywhere else keeps the asking device and ends the others', async () => {
    const email = 'harry.evans@example.co.uk';
    const onLaptop = await signIn(email, laptop);
    const onPhone = await signIn(email, phone);
    const onTablet = await signIn(email, phone);
    const response = await onLaptop.browser.request({
      method: 'POST',
      url: `${first.config.publicOrigin}/experience-api/devices/sign-out-others`,
      headers: json,
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(
      await holdsWithinOneSecond(
        async () => JSON.stringify(await accessOf(second, onPhone)) === JSON.stringify(noAccess),
      ),
    ).toBe(true);
    expect(await accessOf(second, onTablet)).toEqual(noAccess);
    expect(await accessOf(second, onLaptop)).toMatchObject({ shop: true, experience: true, identity: true });
    expect((await devicesOf(onLaptop.browser)).body.devices).toHaveLength(1);
  });

  it('refuses a device of another account, an unknown id and a request without a session, in the sap shape', async () => {
    const mine = await signIn('george.hall@example.co.uk', laptop);
    const theirs = await signIn('noah.price@example.co.uk', laptop);
    const [theirDevice] = (await devicesOf(theirs.browser)).body.devices;
    const signOut = (browser: TestBrowser, body: string) =>
      browser.request({
        method: 'POST',
        url: `${first.config.publicOrigin}/experience-api/devices/sign-out`,
        headers: json,
        body,
      });
    const foreign = await signOut(mine.browser, JSON.stringify({ id: theirDevice.id }));
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.body).errorCode).toBe('sap_400006');
    expect((await signOut(mine.browser, '{"id":""}')).status).toBe(400);
    expect((await signOut(mine.browser, '{"id":"x","more":1}')).status).toBe(400);
    expect((await devicesOf(theirs.browser)).body.devices).toHaveLength(1);
    const anonymous = await first.app.inject({ url: '/experience-api/devices' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('sap_403005');
  });

  it('a signed-in page view asks the database nothing: its sessions are in memory, its device was active just now', async () => {
    const signedIn = await signIn('harry.evans@example.co.uk', laptop);
    const pageView = async () => {
      const shop = await signedIn.browser.request({
        method: 'GET',
        url: `${first.config.publicOrigin}/gb/e/authentication/status`,
      });
      const experience = await signedIn.browser.request({
        method: 'GET',
        url: `${first.config.publicOrigin}/experience-api/session`,
      });
      return [shop.status, experience.status];
    };
    // The first view reads both sessions into the session cache; the login wrote the device's activity.
    expect(await pageView()).toEqual([200, 200]);
    const statements = vi.spyOn(first.database, 'query');
    try {
      for (let view = 0; view < 10; view += 1) expect(await pageView()).toEqual([200, 200]);
      expect(statements).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
    }
  });

  it('writes a device’s last activity at most once a minute, however many of its sessions are used', async () => {
    let monotonicMs = 0;
    let now = new Date('2026-11-28T09:00:00Z');
    const devices = new SignedInDevices(
      first.database,
      () => now,
      undefined,
      () => monotonicMs,
    );
    const uid = 'demo-gb-oliver';
    const deviceId = 'activity-test-device';
    await devices.recordLogin({ uid, deviceId, market: 'GB', userAgent: laptop });
    const lastActiveAt = async () => {
      const [row] = await first.database.query<{ lastActiveAt: Date }>(
        `select last_active_at as "lastActiveAt" from signed_in_devices where uid = $1 and device_id = $2`,
        [uid, deviceId],
      );
      return row?.lastActiveAt;
    };
    const statements = vi.spyOn(first.database, 'query');
    const touchTimes = async (times: number) => {
      for (let touch = 0; touch < times; touch += 1) await devices.touch(uid, deviceId);
    };
    try {
      monotonicMs += 59_000;
      now = new Date(now.getTime() + 59_000);
      await touchTimes(20);
      expect(statements).not.toHaveBeenCalled();

      monotonicMs += 2_000;
      now = new Date(now.getTime() + 2_000);
      await touchTimes(20);
      expect(statements).toHaveBeenCalledTimes(1);
      expect(await lastActiveAt()).toEqual(now);
    } finally {
      statements.mockRestore();
    }
  });
});
