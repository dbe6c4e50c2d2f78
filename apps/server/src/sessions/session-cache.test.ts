import { describe, expect, it } from 'vitest';
import { SessionCache, type ValidatedSession } from './session-cache.ts';

const now = new Date('2026-11-24T12:00:00Z');
const session = (uid: string, expiresAt = new Date(now.getTime() + 3600_000)): ValidatedSession => ({
  uid,
  boundTo: 'gb',
  grantId: null,
  deviceId: null,
  expiresAt,
});

/** A cache on a clock and a monotonic time the test moves, with a database that counts its lookups. */
function cacheUnderTest(settings = { ttlSeconds: 5, maxEntries: 3 }) {
  let monotonicMs = 0;
  let appNow = now;
  const cache = new SessionCache(
    settings,
    () => appNow,
    () => monotonicMs,
  );
  const rows = new Map<string, ValidatedSession>();
  let lookups = 0;
  const find = (hash: string) =>
    cache.remember('shop_sessions', hash, async () => {
      lookups += 1;
      return rows.get(hash);
    });
  return {
    cache,
    rows,
    find,
    lookups: () => lookups,
    advanceMs: (ms: number) => (monotonicMs += ms),
    setNow: (date: Date) => (appNow = date),
  };
}

describe('the session cache', () => {
  it('answers nothing from memory until the revocation feed listens', async () => {
    const subject = cacheUnderTest();
    subject.rows.set('a', session('one'));
    await subject.find('a');
    await subject.find('a');
    expect(subject.lookups()).toBe(2);
    subject.cache.listening();
    await subject.find('a');
    await subject.find('a');
    expect(subject.lookups()).toBe(3);
  });

  it('counts every check that asked the database as a miss and every answer from memory as a hit (the metrics)', async () => {
    const subject = cacheUnderTest();
    subject.rows.set('a', session('one'));
    await subject.find('a');
    subject.cache.listening();
    await subject.find('a');
    await subject.find('a');
    expect(subject.cache.peek('shop_sessions', 'a')).toMatchObject({ uid: 'one' });
    await subject.find('unknown');
    expect(subject.cache.lookups).toEqual({ hits: 2, misses: 3 });
    expect(subject.lookups()).toBe(3);
  });

  it('keeps a session for the TTL only', async () => {
    const subject = cacheUnderTest();
    subject.cache.listening();
    subject.rows.set('a', session('one'));
    expect(await subject.find('a')).toMatchObject({ uid: 'one' });
    subject.advanceMs(4_999);
    await subject.find('a');
    expect(subject.lookups()).toBe(1);
    subject.advanceMs(2);
    await subject.find('a');
    expect(subject.lookups()).toBe(2);
  });

  it('never answers a session past its own expiry, cached or not', async () => {
    const subject = cacheUnderTest();
    subject.cache.listening();
    subject.rows.set('a', session('one', new Date(now.getTime() + 1000)));
    expect(await subject.find('a')).toBeDefined();
    subject.setNow(new Date(now.getTime() + 1000));
    expect(await subject.find('a')).toBeUndefined();
  });

  it('forgets a revoked session at once', async () => {
    const subject = cacheUnderTest();
    subject.cache.listening();
    subject.rows.set('a', session('one'));
    await subject.find('a');
    subject.rows.delete('a');
    subject.cache.notified('shop_sessions:a');
    expect(await subject.find('a')).toBeUndefined();
  });

  it('does not keep a session read while a revocation arrived (it may be the one revoked)', async () => {
    const subject = cacheUnderTest();
    subject.cache.listening();
    subject.rows.set('a', session('one'));
    const racing = subject.cache.remember('shop_sessions', 'a', async () => {
      const read = subject.rows.get('a');
      subject.rows.delete('a');
      subject.cache.notified('shop_sessions:a');
      return read;
    });
    expect(await racing).toMatchObject({ uid: 'one' });
    expect(await subject.find('a')).toBeUndefined();
  });

  it.each(['interrupted', 'listening'] as const)(
    'drops everything when the feed is %s (a notification may have been missed)',
    async (event) => {
      const subject = cacheUnderTest();
      subject.cache.listening();
      subject.rows.set('a', session('one'));
      await subject.find('a');
      subject.rows.delete('a');
      subject.cache[event]();
      expect(await subject.find('a')).toBeUndefined();
      expect(subject.cache.size).toBe(0);
    },
  );

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const subject = cacheUnderTest();
    subject.cache.listening();
    for (const hash of ['a', 'b', 'c', 'd']) {
      subject.rows.set(hash, session(hash));
      await subject.find(hash);
    }
    expect(subject.cache.size).toBe(3);
    await subject.find('a');
    expect(subject.lookups()).toBe(5);
  });

  it('with a TTL of 0, asks the database every time', async () => {
    const subject = cacheUnderTest({ ttlSeconds: 0, maxEntries: 3 });
    subject.cache.listening();
    subject.rows.set('a', session('one'));
    await subject.find('a');
    await subject.find('a');
    expect(subject.lookups()).toBe(2);
  });

  it('tells synchronously what memory may answer: the session, its expiry, or that the database must be asked', async () => {
    const subject = cacheUnderTest();
    subject.rows.set('a', session('one', new Date(now.getTime() + 2_000)));
    await subject.find('a');
    expect(subject.cache.peek('shop_sessions', 'a')).toBe('ask-database');
    subject.cache.listening();
    await subject.find('a');
    const cases = [
      { table: 'shop_sessions', hash: 'a', expected: expect.objectContaining({ uid: 'one' }) },
      { table: 'idp_sessions', hash: 'a', expected: 'ask-database' },
      { table: 'shop_sessions', hash: 'b', expected: 'ask-database' },
    ] as const;
    for (const { table, hash, expected } of cases) expect(subject.cache.peek(table, hash)).toEqual(expected);
    subject.setNow(new Date(now.getTime() + 2_000));
    expect(subject.cache.peek('shop_sessions', 'a')).toBe('expired');
    subject.advanceMs(5_000);
    expect(subject.cache.peek('shop_sessions', 'a')).toBe('ask-database');
  });
});
