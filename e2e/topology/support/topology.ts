import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApplicationDatabase } from '#test/server/application-database.ts';
import { startTemporaryPostgres } from '#test/server/temporary-postgres.ts';
import { freePort } from '../../../test/free-port.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { startPgBouncer } from './pgbouncer.ts';
import { type ServerInstance, serverInstance } from './server-instance.ts';

const siteDist = fileURLToPath(new URL('../../../apps/site/dist', import.meta.url));

export interface Topology {
  /** The balancer's origin, which is every instance's PUBLIC_ORIGIN. */
  readonly origin: string;
  readonly balancer: Nginx;
  readonly instances: readonly [ServerInstance, ServerInstance];
  /** Stops everything it started and removes their temp dirs. */
  dispose(): Promise<void>;
}

/**
 * A deployment as an operator runs one (docs/decisions/019): PostgreSQL, PgBouncer in transaction pooling mode in
 * front of it, two server instances with the same secrets whose queries go through PgBouncer and whose revocation
 * feed LISTENs straight on PostgreSQL (housekeeping on the first only), and nginx balancing between them. Demo mode
 * seeds the demo logins.
 */
export async function startTopology(): Promise<Topology> {
  if (!existsSync(join(siteDist, 'index.html'))) {
    throw new Error('The demo site is not built: run `npm run build` (npm test does it) before the topology test');
  }
  const cleanups: (() => Promise<void>)[] = [];
  const dispose = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres = await startTemporaryPostgres({ durable: false });
    cleanups.push(() => postgres.remove());
    const role = 'shopfront';
    const password = randomBytes(12).toString('hex');
    // Behind a transaction pooler the role, not the server, carries the statement timeout (docs/decisions/019).
    const directUrl = await createApplicationDatabase(postgres.url, role, password, { statement_timeout: '10s' });
    const serverPort = new URL(postgres.url).port;
    const pgbouncer = await startPgBouncer({ serverPort: Number(serverPort), database: role, user: role, password });
    cleanups.push(() => pgbouncer.stop());

    const balancerPort = await freePort();
    const origin = `http://localhost:${balancerPort}`;
    const shared = {
      SITE_DIST: siteDist,
      SHOPFRONT_DEMO: 'true',
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: pgbouncer.url,
      DATABASE_POOLING: 'transaction',
      DATABASE_LISTEN_URL: directUrl,
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      PARTNER_SECRET: randomBytes(32).toString('base64'),
      SHUTDOWN_DRAIN_SECONDS: '1',
      LOG_LEVEL: 'warn',
    };
    const first = await serverInstance('A', shared);
    const second = await serverInstance('B', { ...shared, HOUSEKEEPING_INTERVAL_SECONDS: '0' });
    for (const instance of [first, second]) {
      cleanups.push(() => instance.stop());
      // One after the other: each seeds the demo data at its start.
      await instance.start();
    }
    const balancer = await startNginx(balancerPort, [first.port, second.port]);
    cleanups.push(() => balancer.stop());
    return { origin, balancer, instances: [first, second], dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
