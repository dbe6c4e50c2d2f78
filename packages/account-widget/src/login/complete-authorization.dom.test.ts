import { afterEach, describe, expect, it, vi } from 'vitest';
import { testWidgetConfig } from '#test/widget-config.ts';
import { type AuthorizationCallbackDependencies, completeAuthorization } from './complete-authorization.ts';
import { savePendingAuthorization } from './pending-authorization.ts';

const config = testWidgetConfig;

type Answer = { status: number; body: unknown };

/** A fetch that answers each URL path from a table and records what was asked. */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: { path: string; body: string }[] = [];
  const fetchFunction = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    calls.push({ path, body: String(init?.body ?? '') });
    const answer = answers[path] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetchFunction, calls };
}

function dependencies(fetchFunction: AuthorizationCallbackDependencies['fetch']) {
  const navigate = vi.fn<(url: string) => void>();
  const replaceUrl = vi.fn<(url: string) => void>();
  const pushAnalyticsEvent = vi.fn<(event: Record<string, unknown>) => void>();
  return {
    deps: {
      fetch: fetchFunction,
      config,
      navigate,
      replaceUrl,
      pushAnalyticsEvent,
      homeUrl: 'http://localhost:3000/gb/',
    },
    navigate,
    replaceUrl,
    pushAnalyticsEvent,
  };
}

const tokenOk = { status: 200, body: { access_token: 'at-1', token_type: 'Bearer', expires_in: 3600 } };
const sessionOk = { status: 200, body: { auth: { authenticated: true } } };

afterEach(() => {
  sessionStorage.clear();
  document.cookie = 'shopfront_auth=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('completeAuthorization (/login/auth)', () => {
  it('exchanges the code with the stored verifier, creates the session, strips the query and goes to the saved target', async () => {
    savePendingAuthorization({ kind: 'direct', verifier: 'v'.repeat(60), state: 's'.repeat(61), retried: false });
    sessionStorage.setItem('shopfront.redirectTarget', '/gb/e/account/dashboard');
    const { fetchFunction, calls } = fakeFetch({ '/oauth/token': tokenOk, '/experience-api/session/token': sessionOk });
    const { deps, navigate, replaceUrl, pushAnalyticsEvent } = dependencies(fetchFunction);
    const outcome = await completeAuthorization(
      deps,
      new URL(`http://localhost:3000/gb/login/auth?code=c1&state=${'s'.repeat(61)}`),
    );
    expect(outcome).toEqual({ kind: 'redirecting' });
    expect(calls.map((call) => call.path)).toEqual(['/oauth/token', '/experience-api/session/token']);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'c1',
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
        code_verifier: 'v'.repeat(60),
      }),
    );
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ token: 'at-1' });
    expect(replaceUrl).toHaveBeenCalledWith('/gb/login/auth');
    expect(pushAnalyticsEvent).toHaveBeenCalledWith({ event: 'login', method: 'email' });
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/gb/e/account/dashboard');
    expect(sessionStorage.getItem('shopfront.authorization')).toBeNull();
  });

  it.each<[string, Record<string, Answer>, string, object]>([
    [
      'a state that does not match',
      { '/oauth/token': tokenOk },
      'other-state',
      { kind: 'failed', messageKey: 'error.unknown' },
    ],
    [
      'another token error',
      { '/oauth/token': { status: 400, body: { error: 'invalid_client' } } },
      's'.repeat(61),
      { kind: 'failed', messageKey: 'error.unknown' },
    ],
    [
      'a failing session creation',
      { '/oauth/token': tokenOk, '/experience-api/session/token': { status: 401, body: { errorCode: 'sap_403005' } } },
      's'.repeat(61),
      { kind: 'failed', messageKey: 'error.sessionCreate' },
    ],
  ])('fails with %s', async (_case, answers, state, expected) => {
    savePendingAuthorization({ kind: 'direct', verifier: 'v'.repeat(60), state: 's'.repeat(61), retried: false });
    const { fetchFunction } = fakeFetch(answers);
    const { deps, navigate } = dependencies(fetchFunction);
    expect(
      await completeAuthorization(deps, new URL(`http://localhost:3000/gb/login/auth?code=c1&state=${state}`)),
    ).toEqual(expected);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('restarts the authorization once on invalid_grant, and fails the second time', async () => {
    const invalidGrant = { '/oauth/token': { status: 400, body: { error: 'invalid_grant' } } };
    savePendingAuthorization({ kind: 'direct', verifier: 'v'.repeat(60), state: 'first', retried: false });
    const first = dependencies(fakeFetch(invalidGrant).fetchFunction);
    expect(
      await completeAuthorization(first.deps, new URL('http://localhost:3000/gb/login/auth?code=c1&state=first')),
    ).toEqual({ kind: 'redirecting' });
    const restart = new URL(String(first.navigate.mock.calls[0]?.[0]));
    expect(restart.pathname).toBe('/oauth/auth');
    expect(restart.searchParams.get('code_challenge_method')).toBe('S256');

    const retryState = restart.searchParams.get('state') ?? '';
    const second = dependencies(fakeFetch(invalidGrant).fetchFunction);
    expect(
      await completeAuthorization(
        second.deps,
        new URL(`http://localhost:3000/gb/login/auth?code=c2&state=${retryState}`),
      ),
    ).toEqual({
      kind: 'failed',
      messageKey: 'error.unknown',
    });
  });

  it('sends a visitor without an identity session back to the login page', async () => {
    savePendingAuthorization({ kind: 'direct', verifier: 'v'.repeat(60), state: 'x', retried: false });
    const { deps } = dependencies(fakeFetch({}).fetchFunction);
    expect(
      await completeAuthorization(deps, new URL('http://localhost:3000/gb/login/auth?error=login_required&state=x')),
    ).toEqual({ kind: 'login-required' });
  });

  it('ignores an unsafe saved target and goes to the country home', async () => {
    savePendingAuthorization({ kind: 'direct', verifier: 'v'.repeat(60), state: 'x', retried: false });
    sessionStorage.setItem('shopfront.redirectTarget', 'https://evil.example/');
    const { fetchFunction } = fakeFetch({ '/oauth/token': tokenOk, '/experience-api/session/token': sessionOk });
    const { deps, navigate } = dependencies(fetchFunction);
    await completeAuthorization(deps, new URL('http://localhost:3000/gb/login/auth?code=c&state=x'));
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/gb/');
  });
});
