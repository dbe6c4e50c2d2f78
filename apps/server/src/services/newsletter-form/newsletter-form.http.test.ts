import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { mailTexts } from '../../mail/mail-texts.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

describe('the footer newsletter form: POST /<site>/newsletter/sign-up (no JavaScript, double opt-in)', () => {
  let server: TestApp;
  let origin: string;
  beforeAll(async () => {
    server = await createTestApp();
    origin = server.config.publicOrigin;
    await seedDemoData(server.database, server.config.markets, () => new Date());
  });
  afterAll(() => server.app.close());

  function post(sitePrefix: string, form: Record<string, string>, headers: Record<string, string> = { origin }) {
    return server.app.inject({
      method: 'POST',
      url: `${sitePrefix}/newsletter/sign-up`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  }

  async function mailsTo(email: string) {
    await server.app.mailer.whenIdle();
    return (await server.app.outbox.list()).filter((message) => message.recipient === email);
  }

  /** Opens the confirmation link of the last mail to the address, as its owner would. */
  async function confirmMailedLink(email: string) {
    const mails = await mailsTo(email);
    const link =
      /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mails.at(-1)?.textBody ?? '')?.[0] ?? 'http://invalid/';
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/experience-api/newsletter-preferences/confirm',
      headers: { 'x-api-key': 'nordhem-gb-ecom' },
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(confirmed.json()).toMatchObject({ errorCode: 0 });
  }

  /** What the browser sees of a sign-up: status, every header but the per-request ones, and the body. */
  async function answerTo(email: string) {
    const response = await post('/gb', { email });
    const perRequest = new Set(['date', 'x-request-id']);
    const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perRequest.has(name)));
    return { status: response.statusCode, headers, body: response.body };
  }

  async function newsletterEventsOf(email: string) {
    return server.database.query<{ consentId: string; isGranted: boolean }>(
      `select e.consent_id as "consentId", e.is_granted as "isGranted" from consent_events e
       where e.consent_id = 'newsletter' and e.uid in (
         select uid from accounts where email_normalized = lower($1) union select uid from lite_accounts where email_normalized = lower($1))`,
      [email],
    );
  }

  it.each([
    ['another site as Origin', { origin: 'https://attacker.example' }],
    ['Origin "null" (a sandboxed frame)', { origin: 'null' }],
    ['no Origin and another site as Referer', { referer: 'https://attacker.example/form.html' }],
    ['no Origin and a malformed Referer', { referer: 'not a url' }],
    ['neither Origin nor Referer', {}],
  ])('refuses a form sent from %s with a 403 in the shop error shape, and mails nothing', async (_case, headers) => {
    const email = `csrf.${Object.keys(headers).join('-') || 'none'}@example.co.uk`;
    const response = await post('/gb', { email }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden_origin', message: expect.any(String) });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('accepts a form whose Referer is a page of the shop when the browser sends no Origin', async () => {
    const response = await post('/gb', { email: 'referer.only@example.co.uk' }, { referer: `${origin}/gb/` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/gb/newsletter/check-your-inbox');
  });

  it('sends an invalid address back to the sign-up page with the reason and the address typed', async () => {
    const response = await post('/gb', { email: 'not an address@' });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), origin);
    expect(location.pathname).toBe('/gb/newsletter/sign-up');
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'email-invalid', email: 'not an address@' });
  });

  it('refuses a form without the email field with a 400', async () => {
    const response = await post('/gb', { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers the same for a new address, an account address and an address already waiting', async () => {
    const answers = await Promise.all(
      ['brand.new@example.co.uk', 'oliver.bennett@example.co.uk', 'brand.new@example.co.uk'].map(async (email) => {
        const response = await post('/gb', { email });
        return { status: response.statusCode, location: response.headers.location, body: response.body };
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 303, location: '/gb/newsletter/check-your-inbox' });
  });

  // One after the other: the earlier sign-up has been answered (and, for the subscribed address, confirmed) before the
  // address signs up again, so nothing races the state the answer could betray.
  it.each([
    ['whose earlier sign-up is still waiting for its link', 'still.waiting@example.co.uk', async () => undefined, []],
    [
      'already subscribed (its link confirmed)',
      'already.subscribed@example.co.uk',
      confirmMailedLink,
      [{ consentId: 'newsletter', isGranted: true }],
    ],
  ])(
    'answers an address %s exactly like a new address: status, headers, body',
    async (_case, email, afterFirstSignUp, events) => {
      expect((await answerTo(email)).status).toBe(303);
      await afterFirstSignUp(email);
      expect(await newsletterEventsOf(email)).toEqual(events);

      const newAddress = await answerTo(`new.${email}`);
      expect(newAddress).toMatchObject({
        status: 303,
        headers: { location: '/gb/newsletter/check-your-inbox', 'cache-control': 'no-store' },
      });
      expect(await answerTo(email)).toEqual(newAddress);
    },
  );

  it.each([
    ['/be/fr', 'fr-BE', 'lecteur.belge@example.be'],
    ['/ch/de', 'de-CH', 'leserin.schweiz@example.ch'],
    ['/pl', 'pl-PL', 'czytelnik@example.pl'],
  ])('mails the confirmation from %s in %s, with a link to that site', async (prefix, locale, email) => {
    expect((await post(prefix, { email })).headers.location).toBe(`${prefix}/newsletter/check-your-inbox`);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(mailTexts(locale).text('mail.confirmNewsletter.subject'));
    expect(mail?.textBody).toContain(mailTexts(locale).text('market.companyEntity'));
    expect(mail?.textBody).toMatch(new RegExp(`${origin}${prefix}/newsletter/confirm\\?token=`));
  });

  it('subscribes nothing until the mailed link is opened; then the account of the address is subscribed', async () => {
    const email = 'sophie.ward@example.co.uk';
    await post('/gb', { email });
    expect(await newsletterEventsOf(email)).toEqual([]);
    await confirmMailedLink(email);
    expect(await newsletterEventsOf(email)).toEqual([{ consentId: 'newsletter', isGranted: true }]);
    const [account] = await server.database.query<{ uid: string }>(`select uid from accounts where email = $1`, [
      email,
    ]);
    const [event] = await server.database.query<{ uid: string }>(
      `select uid from consent_events where consent_id = 'newsletter' and uid = $1`,
      [account?.uid],
    );
    expect(event?.uid).toBe('demo-gb-sophie');
  });

  it('asks a US visitor for the residency and age declaration before mailing anything', async () => {
    const email = 'reader@example.com';
    const refused = await post('/us', { email });
    expect(refused.statusCode).toBe(303);
    expect(Object.fromEntries(new URL(String(refused.headers.location), origin).searchParams)).toEqual({
      error: 'us-declaration-missing',
      email,
    });
    expect(await mailsTo(email)).toEqual([]);
    expect((await post('/us', { email, usDeclaration: 'on' })).headers.location).toBe(
      '/us/newsletter/check-your-inbox',
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('limits sign-ups of one address like the experience API does, without telling more', async () => {
    const email = 'many.times@example.co.uk';
    const locations = [];
    for (let attempt = 0; attempt < 4; attempt += 1) locations.push((await post('/gb', { email })).headers.location);
    expect(locations.slice(0, 3)).toEqual(Array(3).fill('/gb/newsletter/check-your-inbox'));
    expect(locations[3]).toBe(`/gb/newsletter/sign-up?${new URLSearchParams({ error: 'too-many', email })}`);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});
