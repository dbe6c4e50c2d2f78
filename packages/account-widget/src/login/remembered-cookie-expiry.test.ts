import { describe, expect, it } from 'vitest';
import { rememberMeCookieLifetimeMs, rememberedCookieExpiry } from './login-flow.ts';

describe('rememberedCookieExpiry', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['the server keeps the session longer than remember-me', 7200, rememberMeCookieLifetimeMs],
    ['the server keeps it shorter: the cookie ends with it', 600, 600_000],
    ['the server did not say', undefined, rememberMeCookieLifetimeMs],
  ])('%s', (_case, sessionSeconds, lifetimeMs) => {
    expect(rememberedCookieExpiry(now, sessionSeconds).getTime() - now.getTime()).toBe(lifetimeMs);
  });
});
