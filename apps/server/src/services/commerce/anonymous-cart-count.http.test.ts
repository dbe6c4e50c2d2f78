import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createSeededTestApp, type TestApp } from '#test/server/test-app.ts';
import { holdsWithinOneSecond } from '#test/server/within-one-second.ts';
import type { Database } from '../../db/database.ts';
import { NotifiedCache } from '../../db/notified-cache.ts';
import { type AnonymousCartCount, CartRepository, cartChangeChannel } from './cart-repository.ts';

const base = '/experience-api/occ/nordhem-gb';
const apiKey = { 'x-api-key': 'nordhem-gb-ecom' };

async function newCart(server: TestApp): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: `${base}/anonymousCarts`, headers: apiKey });
  return response.json<{ guid: string }>().guid;
}

function addEntry(server: TestApp, guid: string, quantity: number) {
  return server.app.inject({
    method: 'POST',
    url: `${base}/anonymousCarts/entries?cartGuid=${guid}`,
    headers: apiKey,
    payload: { product: { code: 'NH-DW-450' }, quantity },
  });
}

async function countOf(server: TestApp, guid: string): Promise<number | undefined> {
  const response = await server.app.inject({
    url: `${base}/anonymousCarts/entries/count?cartGuid=${guid}`,
    headers: apiKey,
  });
  return response.statusCode === 200 ? response.json<{ count: number }>().count : undefined;
}

describe('the anonymous cart count (issue 27.4)', () => {
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

  it('is answered from memory once read: a repeated count asks the database once', async () => {
    const guid = await newCart(first);
    expect((await addEntry(first, guid, 2)).statusCode).toBe(200);
    let queries = 0;
    const { database } = first;
    const countingDatabase: Database = {
      kind: database.kind,
      query: (sql, params) => {
        queries += 1;
        return database.query(sql, params);
      },
      exec: (sql) => database.exec(sql),
      transaction: (work) => database.transaction(work),
      listen: (channel, listener) => database.listen(channel, listener),
      close: () => database.close(),
    };
    const counts = new NotifiedCache<AnonymousCartCount>({ ttlSeconds: 5, maxEntries: 100 });
    const stopFeed = await first.database.listen(cartChangeChannel, counts);
    try {
      const carts = new CartRepository(countingDatabase, counts);
      expect(await carts.countUnits('nordhem-gb', guid)).toBe(2);
      expect(await carts.countUnits('nordhem-gb', guid)).toBe(2);
      expect(await carts.countUnits('nordhem-de', guid)).toBeUndefined();
      expect(queries).toBe(1);
    } finally {
      await stopFeed();
    }
  });

  it('counts what was just added, on the instance that added it and, within a second, on the other one', async () => {
    const guid = await newCart(first);
    // Both instances have read (and keep) the count before it changes.
    expect([await countOf(first, guid), await countOf(second, guid), await countOf(first, guid)]).toEqual([0, 0, 0]);
    expect((await addEntry(second, guid, 3)).statusCode).toBe(200);
    expect(await countOf(second, guid)).toBe(3);
    expect(await holdsWithinOneSecond(async () => (await countOf(first, guid)) === 3)).toBe(true);

    await first.database.query('delete from carts where guid = $1::uuid', [guid]);
    expect(await holdsWithinOneSecond(async () => (await countOf(second, guid)) === undefined)).toBe(true);
  });

  it.each([
    ['a malformed cart guid', 'not-a-guid', 400, 'ValidationError'],
    ['an upper-case guid', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', 400, 'ValidationError'],
    ['an unknown or expired cart', '5f0c6a3e-9d1b-4c2a-8e7f-0a1b2c3d4e5f', 404, 'CartError'],
  ])('answers %s with an OCC error', async (_case, cartGuid, status, type) => {
    const response = await first.app.inject({
      url: `${base}/anonymousCarts/entries/count?cartGuid=${cartGuid}`,
      headers: apiKey,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors: [{ type, message: expect.any(String) }] });
  });
});
