import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

const base = '/experience-api/occ/nordhem-de';
const apiKey = { 'x-api-key': 'nordhem-de-ecom' };

describe('commerce API: club membership', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function cookieOf(uid: string, market: string) {
    const token = await server.app.experienceSessions.create(
      { uid, market, grantId: null },
      new Date(Date.now() + 3600_000),
    );
    return { ...apiKey, cookie: `xp_session=${token}` };
  }

  it('joins and leaves the club; the user shows clubMember and the club user group', async () => {
    const headers = await cookieOf('demo-de-anna', 'DE');
    const user = () =>
      server.app.inject({ url: `${base}/user?fields=FULL&lang=de_DE`, headers }).then((response) => response.json());
    expect(await user()).toMatchObject({ clubMember: false, userGroups: [], customerType: 'B2C' });

    const joined = await server.app.inject({ method: 'POST', url: `${base}/`, headers, payload: { clubMember: true } });
    expect(joined.statusCode).toBe(200);
    expect(await user()).toMatchObject({
      clubMember: true,
      userGroups: [{ uid: 'nordhem-club-members' }],
      customerType: 'B2C',
    });

    await server.app.inject({ method: 'POST', url: `${base}/`, headers, payload: { clubMember: false } });
    expect(await user()).toMatchObject({ clubMember: false, userGroups: [] });
  });

  it.each([
    ['no session', { ...apiKey }, { clubMember: true }, 401, 'InvalidTokenError'],
    ['a session of another market', 'GB', { clubMember: true }, 401, 'InvalidTokenError'],
    ['no flag', 'DE', {}, 400, 'ValidationError'],
    ['a flag as text', 'DE', { clubMember: 'yes' }, 400, 'ValidationError'],
    ['an unknown field', 'DE', { clubMember: true, vip: true }, 400, 'ValidationError'],
  ] as const)('refuses %s in OCC shape', async (_case, who, payload, status, type) => {
    const headers =
      typeof who === 'string' ? await cookieOf(who === 'GB' ? 'demo-gb-oliver' : 'demo-de-anna', who) : who;
    const response = await server.app.inject({ method: 'POST', url: `${base}/`, headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errors: [{ type }] });
  });
});
