import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

const gb = { 'x-api-key': 'nordhem-gb-ecom' };

describe('newsletter sign-up without an account (setLiteAccountInfo, double opt-in)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  function signUp(body: object, headers: Record<string, string> = gb) {
    return server.app.inject({
      method: 'POST',
      url: '/experience-api/newsletter-preferences/setLiteAccountInfo',
      headers,
      payload: body,
    });
  }

  function confirm(token: string, headers: Record<string, string> = gb) {
    return server.app.inject({
      method: 'POST',
      url: '/experience-api/newsletter-preferences/confirm',
      headers,
      payload: { token },
    });
  }

  async function mailsTo(email: string) {
    await server.app.mailer.whenIdle();
    return (await server.app.outbox.list()).filter((message) => message.recipient === email);
  }

  async function confirmationToken(email: string) {
    const [mail] = (await mailsTo(email)).filter((message) => message.subject.includes('confirm'));
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail?.textBody ?? '')?.[0];
    return new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
  }

  async function consentsOfLite(email: string) {
    return server.database.query<{ consentId: string; isGranted: boolean; channel: string }>(
      `select e.consent_id as "consentId", e.is_granted as "isGranted", e.channel from consent_events e
       join lite_accounts l on l.uid = e.uid where l.email = $1 order by e.id`,
      [email],
    );
  }

  it('records nothing until the address confirms; then a lite account is subscribed and welcomed without a name', async () => {
    const email = 'new.reader@example.co.uk';
    const answer = await signUp({ email, lang: 'en-GB', consentLevelOne: true });
    expect(answer.statusCode).toBe(200);
    expect(await consentsOfLite(email)).toEqual([]);
    const token = await confirmationToken(email);
    expect(token).not.toBe('');

    expect((await confirm(token)).json()).toMatchObject({ errorCode: 0 });
    expect(await consentsOfLite(email)).toEqual([
      { consentId: 'newsletter', isGranted: true, channel: 'newsletter-form' },
      { consentId: 'personalised-general', isGranted: true, channel: 'newsletter-form' },
    ]);
    const welcome = (await mailsTo(email)).find((message) => message.subject === 'Welcome to the Nordhem newsletter');
    expect(welcome?.textBody.startsWith('Hello,\n')).toBe(true);
    expect(welcome?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Single use.
    expect((await confirm(token)).json()).toMatchObject({ errorCode: 'sap_400006' });

    // The welcome mail's one-click link ends the lite subscription too.
    const oneClick = new URL(/^<(.+)>$/.exec(welcome?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const unsubscribed = await server.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json()).toMatchObject({ errorCode: 0 });
    expect((await consentsOfLite(email)).at(-1)).toEqual({
      consentId: 'newsletter',
      isGranted: false,
      channel: 'email-unsubscribe',
    });
  });

  it('an address with a full account answers the same, and its confirmation subscribes that account', async () => {
    const email = 'oliver.bennett@example.co.uk';
    const known = await signUp({ email, lang: 'en-GB', consentLevelOne: true });
    const unknown = await signUp({ email: 'nobody.here@example.co.uk', lang: 'en-GB', consentLevelOne: true });
    const withoutCallId = ({ callId: _callId, ...rest }: Record<string, unknown>) => rest;
    expect([known.statusCode, withoutCallId(known.json())]).toEqual([
      unknown.statusCode,
      withoutCallId(unknown.json()),
    ]);
    await confirm(await confirmationToken(email));
    const [subscription] = await server.database.query<{ isGranted: boolean }>(
      `select is_granted as "isGranted" from consent_events where uid = 'demo-gb-oliver' and consent_id = 'newsletter' order by id desc limit 1`,
    );
    expect(subscription?.isGranted).toBe(true);
    expect((await mailsTo(email)).some((message) => message.textBody.startsWith('Hello Oliver,'))).toBe(true);
  });

  it('US: the declarations are required and recorded', async () => {
    const us = { 'x-api-key': 'nordhem-us-ecom' };
    expect(
      (await signUp({ email: 'a.reader@example.com', lang: 'en-US', consentLevelOne: true }, us)).json(),
    ).toMatchObject({ errorCode: 'sap_400009' });
    expect(
      (
        await signUp(
          { email: 'a.reader@example.com', lang: 'en-US', consentLevelOne: true, isUsResident: true, isAdult: true },
          us,
        )
      ).statusCode,
    ).toBe(200);
    await confirm(await confirmationToken('a.reader@example.com'), us);
    expect((await consentsOfLite('a.reader@example.com')).map((event) => event.consentId)).toEqual([
      'newsletter',
      'personalised-general',
      'us-residency',
      'age-18-or-over',
    ]);
  });

  it.each([
    ['an invalid address', { email: 'not an address', lang: 'en-GB', consentLevelOne: true }, gb, 400, 'sap_400009'],
    ['level one refused', { email: 'x@example.co.uk', lang: 'en-GB', consentLevelOne: false }, gb, 400, 'sap_400006'],
    [
      'a language of another market',
      { email: 'x@example.co.uk', lang: 'de-DE', consentLevelOne: true },
      gb,
      400,
      'sap_400006',
    ],
    [
      'an unknown field',
      { email: 'x@example.co.uk', lang: 'en-GB', consentLevelOne: true, vip: true },
      gb,
      400,
      'sap_400006',
    ],
    [
      'no e-commerce API key',
      { email: 'x@example.co.uk', lang: 'en-GB', consentLevelOne: true },
      {},
      400,
      'sap_400093',
    ],
  ])('refuses %s', async (_case, body, headers, status, code) => {
    const response = await signUp(body, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorCode: code });
  });

  it('limits how often one address is signed up', async () => {
    const email = 'often@example.co.uk';
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push((await signUp({ email, lang: 'en-GB', consentLevelOne: true })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('a token of another market is refused', async () => {
    await signUp({ email: 'cross@example.co.uk', lang: 'en-GB', consentLevelOne: true });
    const response = await confirm(await confirmationToken('cross@example.co.uk'), { 'x-api-key': 'nordhem-de-ecom' });
    expect(response.json()).toMatchObject({ errorCode: 'sap_400006' });
  });
});
