import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { parseEnvironment } from './environment.ts';
import { resolveSecrets } from './secrets.ts';

describe('secrets', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('are required from the environment outside demo mode', async () => {
    await expect(resolveSecrets(parseEnvironment({}), database)).rejects.toThrow(
      'Configuration error: PARTNER_SECRET is required outside demo mode',
    );
  });

  it('come from the environment when given', async () => {
    const partnerSecret = Buffer.alloc(24, 1).toString('base64');
    const cookieSecret = 'c'.repeat(40);
    const environment = parseEnvironment({ PARTNER_SECRET: partnerSecret, COOKIE_SECRET: cookieSecret });
    expect(await resolveSecrets(environment, database)).toEqual({ partnerSecret, cookieSecret });
  });

  it('are generated once in demo mode and then kept', async () => {
    const demo = parseEnvironment({ SHOPFRONT_DEMO: 'true' });
    const first = await resolveSecrets(demo, database);
    expect(Buffer.from(first.partnerSecret, 'base64')).toHaveLength(32);
    expect(await resolveSecrets(demo, database)).toEqual(first);
  });
});
