import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ConsentId } from '@shopfront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { MarketConfig } from '../config/market-config.ts';
import type { NewsletterRecipient } from '../newsletter/newsletter-recipient.ts';
import type { ConsentChange } from './consent-repository.ts';
import type { ConsentWrite } from './consent-writer.ts';

const welcomeSubject = 'Welcome to the Nordhem newsletter';

describe('the consent writer (ADR 009: one writer, one transaction per change)', () => {
  let server: TestApp;
  let market: MarketConfig;
  const errors: unknown[] = [];
  const log = { error: (details: object) => errors.push(details) };

  beforeAll(async () => {
    server = await createTestApp();
    const gb = server.config.markets.get('GB');
    if (!gb) throw new Error('no GB market');
    market = gb;
  });
  afterAll(() => server.app.close());

  function subject(): NewsletterRecipient {
    const uid = randomUUID();
    return { uid, market: 'GB', email: `${uid}@example.co.uk`, locale: 'en-GB', firstName: 'Ada' };
  }

  function change(consentId: ConsentId, kind: ConsentChange['kind'], isGranted = true): ConsentChange {
    return { consentId, kind, isGranted, docVersion: market.consentVersions.marketing };
  }

  function write(of: NewsletterRecipient, changes: readonly ConsentChange[], isAddressConfirmed = true): ConsentWrite {
    return {
      subject: of,
      market,
      changes,
      channel: { locale: 'en-GB', market: 'GB', channel: 'marketing-dialog', at: new Date() },
      isAddressConfirmed,
      log,
    };
  }

  async function eventsOf(uid: string) {
    return (await server.app.consents.history(uid)).map(({ consentId, isGranted }) => ({ consentId, isGranted }));
  }

  async function welcomesTo(email: string) {
    await server.app.mailer.whenIdle();
    return (await server.app.outbox.list()).filter(
      (message) => message.recipient === email && message.subject === welcomeSubject,
    ).length;
  }

  it('leaves no row of a change whose second insert fails, and welcomes nobody', async () => {
    const failing = subject();
    // A real failure of the database inside the change: a constraint refuses its second row (the subscription).
    await server.database.exec(`
      alter table consent_events add constraint refuse_test_subscription
        check (not (uid = '${failing.uid}' and consent_id = 'newsletter')) not valid;
    `);

    await expect(
      server.app.consentWriter.write(
        write(failing, [change('personalised-general', 'preference'), change('newsletter', 'subscription')]),
      ),
    ).rejects.toThrow(/refuse_test_subscription/);

    expect(await eventsOf(failing.uid)).toEqual([]);
    expect(await welcomesTo(failing.email)).toBe(0);
  });

  it('writes every row of a change and welcomes a new subscription once, after the commit', async () => {
    const reader = subject();
    const changes = [change('newsletter', 'subscription'), change('personalised-general', 'preference')];
    expect(await server.app.consentWriter.write(write(reader, changes))).toEqual(changes);
    expect(await eventsOf(reader.uid)).toEqual([
      { consentId: 'newsletter', isGranted: true },
      { consentId: 'personalised-general', isGranted: true },
    ]);
    expect(await welcomesTo(reader.email)).toBe(1);

    // What is on record already adds nothing and mails nothing.
    expect(await server.app.consentWriter.write(write(reader, changes))).toEqual([]);
    expect(await welcomesTo(reader.email)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('takes two changes of one account at once in turn: the subscription is recorded and welcomed once', async () => {
    const reader = subject();
    const changes = [change('newsletter', 'subscription')];
    const written = await Promise.all([
      server.app.consentWriter.write(write(reader, changes)),
      server.app.consentWriter.write(write(reader, changes)),
    ]);
    expect(written.map((recorded) => recorded.length).sort()).toEqual([0, 1]);
    expect(await eventsOf(reader.uid)).toEqual([{ consentId: 'newsletter', isGranted: true }]);
    expect(await welcomesTo(reader.email)).toBe(1);
  });

  it('welcomes a subscription of an address not confirmed yet when it is confirmed', async () => {
    const registrant = subject();
    await server.app.consentWriter.write(write(registrant, [change('newsletter', 'subscription')], false));
    expect(await welcomesTo(registrant.email)).toBe(0);

    await server.app.consentWriter.welcomeConfirmedAddress(registrant, market, log);
    expect(await welcomesTo(registrant.email)).toBe(1);
  });

  it('is the only code that records consents: every path goes through it', () => {
    const sourceDirectory = fileURLToPath(new URL('..', import.meta.url));
    const sources = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
      .map((path) => ({ path, text: readFileSync(`${sourceDirectory}/${path}`, 'utf8') }));
    const matching = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ path }) => path);
    expect(matching(/\bconsents\.record\(/)).toEqual(['accounts/consent-writer.ts']);
    expect(matching(/insert into consent_events/)).toEqual(['accounts/consent-repository.ts']);
    expect(matching(/\bconsentWriter\.write\(/).sort()).toEqual([
      'seed/seed-demo-data.ts',
      'services/experience/account-routes.ts',
      'services/experience/newsletter-routes.ts',
      'services/experience/privacy-routes.ts',
      'services/identity/login-routes.ts',
      'services/identity/registration-routes.ts',
      'services/identity/unsubscribe-routes.ts',
    ]);
  });
});
