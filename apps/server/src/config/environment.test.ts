import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildAppConfig } from './app-config.ts';
import { parseEnvironment } from './environment.ts';

describe('deployment settings in the environment', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['100', 100],
    ['10.0.0.1, 192.168.0.0/16, ::1', ['10.0.0.1', '192.168.0.0/16', '::1']],
    ['0.0.0.0/1,255.255.255.255/32', ['0.0.0.0/1', '255.255.255.255/32']],
    ['2001:db8::/32, fe80::1/128, ::ffff:10.0.0.1', ['2001:db8::/32', 'fe80::1/128', '::ffff:10.0.0.1']],
  ])('TRUST_PROXY=%j is %j', (value, expected) => {
    const trustProxy = parseEnvironment(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect(trustProxy).toEqual(expected);
    // What passes here must not throw later, when Fastify compiles it after the database is migrated.
    if (Array.isArray(trustProxy)) expect(() => Fastify({ trustProxy })).not.toThrow();
  });

  it.each([
    '10.0.0.999',
    '10.0.0.1, 10.0.0.256',
    '10.0.0',
    '010.0.0.1',
    '10.0.0.0/33',
    '10.0.0.0/0',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/255.0.0.0',
    '2001:db8::/129',
    '2001:db8:::1',
    'gggg::1',
    '::1/-1',
    '0',
    '101',
    '99999999999999999999',
    'TRUE',
    'yes',
    '10.0.0.1,',
  ])('refuses TRUST_PROXY=%j at start with a line naming the variable', (value) => {
    expect(() => parseEnvironment({ TRUST_PROXY: value })).toThrow(/^Invalid environment variable TRUST_PROXY: /);
  });

  it.each([
    [{ TRUST_PROXY: 'the load balancer' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/8; rm -rf' }, /TRUST_PROXY/],
    [{ LOGIN_RATE_LIMIT_PER_MINUTE: '0' }, /LOGIN_RATE_LIMIT_PER_MINUTE/],
    [{ RESET_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '0' }, /RESET_RATE_LIMIT_PER_ADDRESS_PER_HOUR/],
    [{ LOOKUP_RATE_LIMIT_PER_MINUTE: 'many' }, /LOOKUP_RATE_LIMIT_PER_MINUTE/],
    [{ REGISTRATION_RATE_LIMIT_PER_IP_PER_HOUR: '2.5' }, /REGISTRATION_RATE_LIMIT_PER_IP_PER_HOUR/],
    [{ SUBSCRIBE_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '-3' }, /SUBSCRIBE_RATE_LIMIT_PER_ADDRESS_PER_HOUR/],
    [{ EMAIL_CHANGE_RATE_LIMIT_PER_HOUR: '0' }, /EMAIL_CHANGE_RATE_LIMIT_PER_HOUR/],
    [{ SESSION_CACHE_SECONDS: '30' }, /SESSION_CACHE_SECONDS/],
    [{ SESSION_CACHE_ENTRIES: '0' }, /SESSION_CACHE_ENTRIES/],
    [{ LOCKOUT_MAX_FAILURES: 'five' }, /LOCKOUT_MAX_FAILURES/],
    [{ LOCKOUT_SECONDS: '-1' }, /LOCKOUT_SECONDS/],
    [{ DATABASE_POOL_SIZE: '1.5' }, /DATABASE_POOL_SIZE/],
    [{ SHUTDOWN_DRAIN_SECONDS: '-1' }, /SHUTDOWN_DRAIN_SECONDS/],
    [{ SHUTDOWN_DRAIN_SECONDS: '2.5' }, /SHUTDOWN_DRAIN_SECONDS/],
    [{ SHUTDOWN_DRAIN_SECONDS: '301' }, /SHUTDOWN_DRAIN_SECONDS/],
    [{ SHUTDOWN_DRAIN_SECONDS: 'soon' }, /SHUTDOWN_DRAIN_SECONDS/],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '9999999' }, /DATABASE_STATEMENT_TIMEOUT_MS/],
    [{ PGLITE_STATEMENTS: 'unprepared' }, /PGLITE_STATEMENTS/],
    [{ PGLITE_STATEMENTS: '' }, /PGLITE_STATEMENTS/],
    [{ DATABASE_POOLING: 'statement' }, /DATABASE_POOLING/],
    [{ DATABASE_POOLING: 'transaction' }, /DATABASE_POOLING: transaction pooling applies to DATABASE_URL/],
    [
      { DATABASE_URL: 'postgres://shop@pgbouncer/shop', DATABASE_POOLING: 'transaction' },
      /DATABASE_LISTEN_URL: required with DATABASE_POOLING=transaction: LISTEN does not work through a transaction pooler/,
    ],
    [{ DATABASE_LISTEN_URL: 'http://db/shop' }, /DATABASE_LISTEN_URL/],
  ])('refuses %j with a line naming the variable', (environment, message) => {
    expect(() => parseEnvironment(environment)).toThrow(message);
  });

  it('takes every rate limit from its variable', () => {
    const config = buildAppConfig(
      parseEnvironment({
        RESET_RATE_LIMIT_PER_IP_PER_HOUR: '200',
        RESET_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '7',
        LOOKUP_RATE_LIMIT_PER_MINUTE: '600',
        REGISTRATION_RATE_LIMIT_PER_IP_PER_HOUR: '100',
        REGISTRATION_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '6',
        SUBSCRIBE_RATE_LIMIT_PER_IP_PER_HOUR: '50',
        SUBSCRIBE_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '4',
        EMAIL_CHANGE_RATE_LIMIT_PER_HOUR: '8',
        CHANGE_PASSWORD_RATE_LIMIT_PER_15_MINUTES: '12',
      }),
    );
    expect(Object.fromEntries(Object.entries(config.rateLimits).map(([name, { limit }]) => [name, limit]))).toEqual({
      login: 60,
      lookup: 600,
      resetPerIp: 200,
      resetPerAddress: 7,
      registrationPerIp: 100,
      registrationPerAddress: 6,
      subscribePerIp: 50,
      subscribePerAddress: 4,
      emailChange: 8,
      changePassword: 12,
    });
  });

  it.each([
    [undefined, 5],
    ['0', 0],
    ['30', 30],
  ])('SHUTDOWN_DRAIN_SECONDS=%j drains %d s', (value, seconds) => {
    expect(parseEnvironment(value === undefined ? {} : { SHUTDOWN_DRAIN_SECONDS: value }).SHUTDOWN_DRAIN_SECONDS).toBe(
      seconds,
    );
  });

  it.each([
    [undefined, 'prepared'],
    ['prepared', 'prepared'],
    ['query', 'query'],
  ])('PGLITE_STATEMENTS=%j runs PGlite statements %s', (value, path) => {
    expect(parseEnvironment(value === undefined ? {} : { PGLITE_STATEMENTS: value }).PGLITE_STATEMENTS).toBe(path);
  });

  it('defaults to the figures of DECISIONS and ADR 008', () => {
    const config = buildAppConfig(parseEnvironment({}));
    expect(config.trustProxy).toBe(false);
    const perMinute = (limit: number) => ({ limit, windowSeconds: 60 });
    const perHour = (limit: number) => ({ limit, windowSeconds: 3600 });
    expect(config.rateLimits).toEqual({
      login: perMinute(60),
      lookup: perMinute(60),
      resetPerIp: perHour(20),
      resetPerAddress: perHour(5),
      registrationPerIp: perHour(20),
      registrationPerAddress: perHour(5),
      subscribePerIp: perHour(20),
      subscribePerAddress: perHour(3),
      emailChange: perHour(5),
      changePassword: { limit: 10, windowSeconds: 900 },
    });
    expect(config.sessionCache).toEqual({ ttlSeconds: 5, maxEntries: 10_000 });
    expect(config.lockout).toEqual({
      windowSeconds: 900,
      lockSeconds: 900,
      maxFailuresPerScope: 5,
      maxUntrustedFailures: 20,
    });
  });
});
