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
    ['10.0.0.1, 192.168.0.0/16, ::1', ['10.0.0.1', '192.168.0.0/16', '::1']],
  ])('TRUST_PROXY=%j is %j', (value, expected) => {
    expect(parseEnvironment(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    [{ TRUST_PROXY: 'the load balancer' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/8; rm -rf' }, /TRUST_PROXY/],
    [{ LOGIN_RATE_LIMIT_PER_MINUTE: '0' }, /LOGIN_RATE_LIMIT_PER_MINUTE/],
    [{ LOCKOUT_MAX_FAILURES: 'five' }, /LOCKOUT_MAX_FAILURES/],
    [{ LOCKOUT_SECONDS: '-1' }, /LOCKOUT_SECONDS/],
    [{ DATABASE_POOL_SIZE: '1.5' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '9999999' }, /DATABASE_STATEMENT_TIMEOUT_MS/],
  ])('refuses %j with a line naming the variable', (environment, message) => {
    expect(() => parseEnvironment(environment)).toThrow(message);
  });

  it('defaults to the figures of DECISIONS and ADR 008', () => {
    const config = buildAppConfig(parseEnvironment({}));
    expect(config.trustProxy).toBe(false);
    expect(config.loginRateLimitPerMinute).toBe(60);
    expect(config.lockout).toEqual({ windowSeconds: 900, lockSeconds: 900, maxFailuresPerScope: 5, maxUntrustedFailures: 20 });
  });
});
