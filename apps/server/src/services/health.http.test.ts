import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

async function probe({ app }: TestApp, url: string): Promise<[number, unknown]> {
  const response = await app.inject({ url });
  return [response.statusCode, response.json()];
}

describe('service health routes', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.app.close());

  it.each([
    ['/idp/health', 'identity'],
    ['/oauth/health', 'oauth'],
    ['/auth-proxy/health', 'auth-proxy'],
    ['/experience-api/health', 'experience'],
    ['/experience-api/occ/health', 'commerce'],
    ['/gb/e/health', 'shop'],
    ['/be/fr/e/health', 'shop'],
  ])('%s answers for %s after asking the database', async (url, service) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ service, status: 'ok' });
  });

  it('moves every service under its configured base path', async () => {
    const moved = await createTestApp({ IDP_BASE_PATH: '/cdc', COMMERCE_BASE_PATH: '/occ/v2' });
    try {
      expect((await moved.app.inject({ url: '/cdc/health' })).json()).toMatchObject({ service: 'identity' });
      expect((await moved.app.inject({ url: '/occ/v2/health' })).json()).toMatchObject({ service: 'commerce' });
      expect((await moved.app.inject({ url: '/idp/health' })).statusCode).toBe(404);
    } finally {
      await moved.app.close();
    }
  });

  it("answers 503 in a stop's drain period, on every service, with the connection closed after the answer", async () => {
    const stopping = await createTestApp();
    try {
      stopping.app.shutdownDrain.begin(stopping.app.server);
      for (const [url, service] of [
        ['/health', 'shopfront'],
        ['/idp/health', 'identity'],
        ['/oauth/health', 'oauth'],
        ['/experience-api/occ/health', 'commerce'],
        ['/gb/e/health', 'shop'],
      ]) {
        const response = await stopping.app.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ service, status: 'stopping' });
      }
    } finally {
      await stopping.app.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: '/idp/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ service: 'identity', status: 'unavailable' });
    await broken.app.close().catch(() => undefined);
  });

  describe('the probes at the root, /health/live and /health/ready (issue 26.4)', () => {
    it('answers live and ready on a migrated database', async () => {
      expect(await probe(server, '/health/live')).toEqual([200, { status: 'live' }]);
      expect(await probe(server, '/health/ready')).toEqual([200, { status: 'ready' }]);
    });

    it('is not ready while the database lacks a migration of this build, and ready again once it has it', async () => {
      const [last] = await server.database.query<{ version: string }>(
        'select version from schema_migrations order by version desc limit 1',
      );
      await server.database.query('delete from schema_migrations where version = $1', [last?.version]);
      try {
        expect(await probe(server, '/health/ready')).toEqual([
          503,
          { status: 'not-ready', reason: 'migrations-pending' },
        ]);
        expect(await probe(server, '/health/live')).toEqual([200, { status: 'live' }]);
      } finally {
        await server.database.query('insert into schema_migrations (version) values ($1)', [last?.version]);
      }
      expect(await probe(server, '/health/ready')).toEqual([200, { status: 'ready' }]);
    });

    it("is not ready in a stop's drain period, and still live", async () => {
      const stopping = await createTestApp();
      try {
        stopping.app.shutdownDrain.begin(stopping.app.server);
        expect(await probe(stopping, '/health/ready')).toEqual([503, { status: 'not-ready', reason: 'stopping' }]);
        expect(await probe(stopping, '/health/live')).toEqual([200, { status: 'live' }]);
      } finally {
        await stopping.app.close();
      }
    });

    it('is not ready when the database is gone, and still live', async () => {
      const broken = await createTestApp();
      await broken.database.close();
      expect(await probe(broken, '/health/ready')).toEqual([
        503,
        { status: 'not-ready', reason: 'database-unavailable' },
      ]);
      expect(await probe(broken, '/health/live')).toEqual([200, { status: 'live' }]);
      await broken.app.close().catch(() => undefined);
    });
  });

  describe("the readiness probe's log: once per change, not once per probe", () => {
    interface LogLine {
      readonly level: number;
      readonly msg: string;
      readonly route?: string;
    }
    async function serverWithLog(): Promise<{ server: TestApp; lines: () => LogLine[] }> {
      const written: string[] = [];
      const logged = await createTestApp({}, undefined, {
        log: { level: 'info', stream: { write: (line: string) => written.push(line) } },
      });
      return { server: logged, lines: () => written.map((line): LogLine => JSON.parse(line)) };
    }
    const errorLevel = 50;
    const warnLevel = 40;

    it('logs one error for a database outage, however often it is probed', async () => {
      const { server: broken, lines } = await serverWithLog();
      await broken.database.close();
      for (let probeCount = 0; probeCount < 5; probeCount += 1)
        expect(await probe(broken, '/health/ready')).toEqual([
          503,
          { status: 'not-ready', reason: 'database-unavailable' },
        ]);
      expect(lines().filter((line) => line.level >= errorLevel)).toEqual([
        expect.objectContaining({ msg: 'not ready: the database does not answer' }),
      ]);
      await broken.app.close().catch(() => undefined);
    });

    it('logs once when it becomes not ready and once when it is ready again', async () => {
      const { server: logged, lines } = await serverWithLog();
      const [last] = await logged.database.query<{ version: string }>(
        'select version from schema_migrations order by version desc limit 1',
      );
      try {
        expect((await probe(logged, '/health/ready'))[0]).toBe(200);
        await logged.database.query('delete from schema_migrations where version = $1', [last?.version]);
        for (let probeCount = 0; probeCount < 3; probeCount += 1)
          expect((await probe(logged, '/health/ready'))[0]).toBe(503);
        await logged.database.query('insert into schema_migrations (version) values ($1)', [last?.version]);
        for (let probeCount = 0; probeCount < 3; probeCount += 1)
          expect((await probe(logged, '/health/ready'))[0]).toBe(200);
        const changes = lines().filter(
          (line) => line.route === undefined && line.level >= 30 && line.msg !== 'Server listening',
        );
        expect(changes.map(({ level, msg }) => [level, msg])).toEqual([
          [warnLevel, 'not ready: the database lacks migrations'],
          [30, 'ready again'],
        ]);
        expect(lines().filter((line) => line.level >= errorLevel)).toEqual([]);
      } finally {
        await logged.app.close();
      }
    });
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const echoed = await server.app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const replaced = await server.app.inject({ url: '/health', headers: { 'x-request-id': 'bad id\n<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.app.inject({ url: '/idp/accounts.nothing', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
