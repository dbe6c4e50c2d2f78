import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { buildAppConfig } from '../config/app-config.ts';
import { parseEnvironment } from '../config/environment.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import { ShopSessionRepository } from '../sessions/shop-session-repository.ts';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../test/temporary-postgres.ts';
import { testSecrets } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

/**
 * Issue 17 item 3: PostgreSQL stops in the middle of logins and cart writes. Every request is answered, 503 in its
 * service's shape while the database is away, the server recovers by itself, and every write it acknowledged is
 * there afterwards. A PostgreSQL server of its own (durable: fsync and synchronous commit on), stopped as a crash
 * would stop it; the group's shared server keeps serving the other files.
 */
const statementTimeoutMs = 2_000;
/** No request may hang: each is answered within the statement timeout, with room for a loaded machine. */
const answerDeadlineMs = statementTimeoutMs + 3_000;
const headers = { 'x-api-key': 'nordhem-gb-ecom' };
const commerce = '/experience-api/occ/nordhem-gb';

/** The 503 body of each service while the database is away. */
const unavailableShapes = {
  identity: { statusCode: 503, errorCode: 500028 },
  commerce: { errors: [{ type: 'ServiceUnavailableError' }] },
  shop: { error: 'service_unavailable' },
  experience: { statusCode: 503, errorCode: 'sap_500028' },
  oauth: { error: 'temporarily_unavailable' },
  health: { status: 'unavailable' },
} as const;

describe('a database outage under traffic', () => {
  let postgres: TemporaryPostgres;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    postgres = await startTemporaryPostgres({ durable: true });
    database = await openDatabase({ url: postgres.url, poolSize: 10, statementTimeoutMs });
    const config = buildAppConfig(
      parseEnvironment({
        SHOPFRONT_DEMO: 'true',
        HOUSEKEEPING_INTERVAL_SECONDS: '0',
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      }),
    );
    await seedDemoData(database, config.markets, () => new Date());
    app = await buildApp({ config, secrets: testSecrets, database, closeDatabaseOnClose: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await postgres?.remove();
  });

  /** Every request of the test: answered before the deadline, or the test fails (a hang). */
  async function answered(options: InjectOptions): Promise<LightMyRequestResponse> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${answerDeadlineMs} ms: ${JSON.stringify(options)}`)),
        answerDeadlineMs,
      );
    });
    try {
      return await Promise.race([app.inject(options), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A failure must be the service's 503, with no detail of ours in it. */
  function expectUnavailable(response: LightMyRequestResponse, service: keyof typeof unavailableShapes) {
    expect(response.body).not.toMatch(/ECONNREFUSED|stack|\bat \/|terminat|postgres/i);
    if (service !== 'identity') expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject(unavailableShapes[service]);
  }

  const login = () =>
    answered({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        apiKey: '4_nordhem_gb_web',
        loginID: 'oliver.bennett@example.co.uk',
        password: 'Nordhem-Demo-2026',
      }).toString(),
    });

  it('answers 503 in every shape while it is away, recovers by itself and keeps every acknowledged write', async () => {
    const acknowledgedUnits = new Map<string, number>();
    const acknowledgedSessions: string[] = [];
    let outageAnswers = 0;
    let traffic = true;
    const countOutageAnswer = (response: LightMyRequestResponse, service: keyof typeof unavailableShapes) => {
      outageAnswers += 1;
      expectUnavailable(response, service);
    };

    /** A shopper who keeps adding one unit to a cart of their own. */
    async function cartWriter() {
      let guid: string | undefined;
      while (traffic) {
        if (!guid) {
          const created = await answered({ method: 'POST', url: `${commerce}/anonymousCarts`, headers });
          if (created.statusCode === 201) guid = created.json().guid;
          else countOutageAnswer(created, 'commerce');
          continue;
        }
        const added = await answered({
          method: 'POST',
          url: `${commerce}/anonymousCarts/entries?cartGuid=${guid}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: { product: { code: 'NH-OV-600' }, quantity: 1 },
        });
        if (added.statusCode === 200) acknowledgedUnits.set(guid, (acknowledgedUnits.get(guid) ?? 0) + 1);
        else countOutageAnswer(added, 'commerce');
      }
    }

    async function loginLoop() {
      while (traffic) {
        const response = await login();
        const body = response.json();
        if (body.errorCode === 0) acknowledgedSessions.push(body.sessionInfo.cookieValue);
        else countOutageAnswer(response, 'identity');
      }
    }

    const workers = [cartWriter(), cartWriter(), cartWriter(), loginLoop(), loginLoop()];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const writesBefore = [...acknowledgedUnits.values()].reduce((sum, units) => sum + units, 0);
      expect(writesBefore).toBeGreaterThan(0);
      // A session the cache holds: without the revocation feed, it is no longer answered from memory.
      const shopSession = await new ShopSessionRepository(database, () => new Date()).create(
        'demo-gb-oliver',
        'gb',
        3600,
      );
      const shopStatus = () =>
        answered({ url: '/gb/e/authentication/status', headers: { cookie: `shop_session=${shopSession.token}` } });
      expect([(await shopStatus()).statusCode, (await shopStatus()).statusCode]).toEqual([200, 200]);

      const authorizationRequest = new URLSearchParams({
        response_type: 'code',
        client_id: 'nordhem-gb-web',
        redirect_uri: 'http://localhost:8080/gb/login/auth',
        scope: 'openid customer_data',
        state: 'outage-state-0123456789',
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
      });
      const startedAuthorization = await answered({ url: `/oauth/auth?${authorizationRequest}` });
      const interactionStarted = {
        location: new URL(String(startedAuthorization.headers.location), 'http://localhost').pathname,
        cookie: startedAuthorization.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      };
      expect(interactionStarted.location).toMatch(/^\/oauth\/interaction\//);

      await postgres.stop('immediate');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expectUnavailable(await answered({ url: '/health' }), 'health');
      // Issue 26.4: the load balancer's probe takes the instance out; the orchestrator's keeps it running.
      const ready = await answered({ url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'not-ready', reason: 'database-unavailable' }]);
      expect((await answered({ url: '/health/live' })).statusCode).toBe(200);
      expectUnavailable(await shopStatus(), 'shop');
      const [someCart] = acknowledgedUnits.keys();
      expectUnavailable(
        await answered({ url: `${commerce}/anonymousCarts/entries/count?cartGuid=${someCart}`, headers }),
        'commerce',
      );
      expectUnavailable(
        await answered({
          method: 'POST',
          url: '/experience-api/cdc/accounts.session.verify',
          headers: { cookie: 'xp_session=any' },
          payload: {},
        }),
        'experience',
      );
      expectUnavailable(
        await answered({
          method: 'POST',
          url: '/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            grant_type: 'authorization_code',
            code: 'not-a-code',
            client_id: 'nordhem-gb-web',
            redirect_uri: 'http://localhost:8080/gb/login/auth',
            code_verifier: 'v'.repeat(60),
          }).toString(),
        }),
        'oauth',
      );
      // The authorization endpoint stores the request (an interaction) before it redirects, the interaction endpoint
      // reads it back, the userinfo endpoint looks its access token up: all answer the OAuth error shape, never an
      // HTML page, a 400 that blames the client, or a 500.
      expectUnavailable(await answered({ url: `/oauth/auth?${authorizationRequest}` }), 'oauth');
      expectUnavailable(
        await answered({ url: '/oauth/me', headers: { authorization: 'Bearer not-a-token-0123456789' } }),
        'oauth',
      );
      // A browser sent to the interaction before the outage, arriving there during it.
      const interaction = await answered({
        url: interactionStarted.location,
        headers: { cookie: interactionStarted.cookie },
      });
      expectUnavailable(interaction, 'oauth');
      expect(outageAnswers).toBeGreaterThan(0);

      await postgres.start();
      const recovered = Date.now() + 20_000;
      while ((await answered({ url: '/health' })).statusCode !== 200) {
        expect(Date.now(), 'the server did not recover').toBeLessThan(recovered);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const readyAgain = await answered({ url: '/health/ready' });
      expect([readyAgain.statusCode, readyAgain.json()]).toEqual([200, { status: 'ready' }]);
      const writesAtRecovery = [...acknowledgedUnits.values()].reduce((sum, units) => sum + units, 0);
      const sessionsAtRecovery = acknowledgedSessions.length;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect([...acknowledgedUnits.values()].reduce((sum, units) => sum + units, 0)).toBeGreaterThan(writesAtRecovery);
      expect(acknowledgedSessions.length).toBeGreaterThan(sessionsAtRecovery);
    } finally {
      traffic = false;
      await Promise.allSettled(workers);
    }
    await Promise.all(workers);

    // Every acknowledged write is there (a write answered 503 may or may not have committed: never fewer).
    for (const [guid, units] of acknowledgedUnits) {
      const count = await answered({ url: `${commerce}/anonymousCarts/entries/count?cartGuid=${guid}`, headers });
      expect(count.json().count, guid).toBeGreaterThanOrEqual(units);
    }
    const stored = await database.query<{ tokenHash: string }>('select token_hash as "tokenHash" from idp_sessions');
    const storedHashes = new Set(stored.map((row) => row.tokenHash));
    expect(acknowledgedSessions.filter((token) => !storedHashes.has(hashSessionToken(token)))).toEqual([]);
  });
});
