import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthChangedDetail } from '@shopfront/api';
import { clearLocalSession, logout, readLocalSession, saveLocalSession } from '@shopfront/api/browser';
import { testWidgetConfig } from '#test/widget-config.ts';
import { type AccountState, type AccountStateInputs, accountStateOf, useAccountState } from './use-account-state.ts';

const requested: string[] = [];
let sessionChecks = 0;
let shopSessionValid = true;
let experienceSessionValid = true;

const server = setupServer(
  http.get('*/gb/e/authentication/status', () => {
    sessionChecks += 1;
    return shopSessionValid
      ? HttpResponse.json({ authenticated: true })
      : HttpResponse.json({ authenticated: false }, { status: 401 });
  }),
  http.get('*/experience-api/session', () => HttpResponse.json({ auth: { authenticated: experienceSessionValid } })),
  http.get('*/experience-api/session/logout', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return HttpResponse.json({ auth: { authenticated: false } });
  }),
  http.get('*/gb/e/logout', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return HttpResponse.json({ status: 'logged-out' });
  }),
  http.post('*/idp/accounts.logout', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return HttpResponse.json({ statusCode: 200, errorCode: 0 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saveLocalSession({ UID: 'demo-gb-noah', firstName: 'Noah', lastName: 'Price', preferences: {} });
  shopSessionValid = true;
  experienceSessionValid = true;
});
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
  sessionChecks = 0;
  localStorage.clear();
});
afterAll(() => server.close());

function renderAccountState(fullLogoutOnExpiry: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // Two components of one page (the header and the dashboard) ask for the state, as on a real page.
  const rendered = renderHook(
    () => [useAccountState(testWidgetConfig, { fullLogoutOnExpiry }), useAccountState(testWidgetConfig)] as const,
    { wrapper },
  );
  return { ...rendered, queryClient };
}

/** What another tab of the site does when its customer signs out or in: the storage is shared, the message is posted. */
function anotherTab(kind: 'signed-in' | 'signed-out' | 'session-expired') {
  if (kind === 'signed-in')
    saveLocalSession({ UID: 'demo-gb-noah', firstName: 'Noah', lastName: 'Price', preferences: {} });
  else clearLocalSession();
  const channel = new BroadcastChannel('shopfront.authChange:/gb');
  channel.postMessage({ kind, id: crypto.randomUUID() });
  channel.close();
}

const signedIn: AccountState = { status: 'signed-in', firstName: 'Noah', lastName: 'Price' };
const noah = { UID: 'demo-gb-noah', firstName: 'Noah', lastName: 'Price', preferences: {} };
const settled: AccountStateInputs = {
  hydrated: true,
  localSession: noah,
  sessionsValid: true,
  checkFailed: false,
  changeElsewhere: undefined,
  changeHere: undefined,
};

describe('accountStateOf', () => {
  it.each<[string, Partial<AccountStateInputs>, AccountState]>([
    ['not hydrated yet', { hydrated: false, sessionsValid: undefined }, { status: 'checking' }],
    [
      'not hydrated yet, the server found both sessions valid',
      { hydrated: false, localSession: undefined },
      { status: 'signed-in', firstName: '', lastName: '' },
    ],
    ['both sessions valid', {}, signedIn],
    [
      'no local session, nothing from other tabs',
      { localSession: undefined, sessionsValid: undefined },
      { status: 'anonymous' },
    ],
    ['the check still running', { sessionsValid: undefined }, { status: 'checking' }],
    ['the check failed', { sessionsValid: undefined, checkFailed: true }, { status: 'unavailable' }],
    ['the check found a session ended', { localSession: undefined, sessionsValid: false }, { status: 'expired' }],
    [
      'another tab signed out',
      { localSession: undefined, changeElsewhere: { kind: 'signed-out' } },
      { status: 'signed-out-elsewhere' },
    ],
    [
      'another tab found the session ended',
      { localSession: undefined, sessionsValid: undefined, changeElsewhere: { kind: 'session-expired' } },
      { status: 'signed-out-elsewhere' },
    ],
    [
      'another tab signed out, then began a sign-in it has not announced yet (session data stored)',
      { sessionsValid: undefined, changeElsewhere: { kind: 'signed-out' } },
      { status: 'signed-out-elsewhere' },
    ],
    [
      'this page signed out (its last check had found the sessions valid)',
      { localSession: undefined, changeHere: { kind: 'signed-out' } },
      { status: 'signed-out' },
    ],
    ['this page signed out, then signed in again', { changeHere: { kind: 'signed-in' } }, signedIn],
    [
      'another tab signed in, being checked',
      { sessionsValid: undefined, changeElsewhere: { kind: 'signed-in' } },
      { status: 'checking' },
    ],
    ['another tab signed in, checked', { changeElsewhere: { kind: 'signed-in' } }, signedIn],
    [
      'another tab signed in, but nothing was stored',
      { localSession: undefined, sessionsValid: undefined, changeElsewhere: { kind: 'signed-in' } },
      { status: 'anonymous' },
    ],
  ])('%s', (_case, inputs, state) => {
    expect(accountStateOf({ ...settled, ...inputs })).toEqual(state);
  });
});

describe('useAccountState', () => {
  it('is signed in while both the shop and the experience sessions are valid', async () => {
    const { result } = renderAccountState(false);
    expect(result.current[0].status).toBe('checking');
    // The first check also loads the session check's module (a lazy import), which a loaded machine takes a while for.
    await waitFor(() => expect(result.current[0]).toEqual(signedIn), { timeout: 5000 });
  });

  it('is anonymous without local session data, and asks nothing', () => {
    localStorage.clear();
    const { result } = renderAccountState(false);
    expect(result.current[0].status).toBe('anonymous');
    expect(requested).toEqual([]);
  });

  it.each([
    ['the shop session', () => (shopSessionValid = false)],
    ['the experience session', () => (experienceSessionValid = false)],
  ])(
    'counts a session whose %s ended as expired, and clears the local session data only',
    async (_case, endSession) => {
      endSession();
      const { result } = renderAccountState(false);
      await waitFor(() => expect(result.current[0].status).toBe('expired'));
      expect(readLocalSession()).toBeUndefined();
      expect(requested).toEqual([]);
    },
  );

  it('performs a full logout when the host asks for it: every service’s session is ended', async () => {
    experienceSessionValid = false;
    const { result } = renderAccountState(true);
    await waitFor(() => expect(result.current[0].status).toBe('expired'));
    expect(readLocalSession()).toBeUndefined();
    expect(requested).toEqual(
      expect.arrayContaining(['/experience-api/session/logout', '/gb/e/logout', '/idp/accounts.logout']),
    );
  });

  it('shows this page’s own sign-out at once, and checks nothing more when asked to (e.g. by a cart-updated)', async () => {
    const { result, queryClient } = renderAccountState(false);
    await waitFor(() => expect(result.current).toEqual([signedIn, signedIn]), { timeout: 5000 });

    await logout(fetch, testWidgetConfig);
    await waitFor(() => expect(result.current).toEqual([{ status: 'signed-out' }, { status: 'signed-out' }]));
    const checksBefore = sessionChecks;
    // The sessions are gone on the server: a check now would find them ended and call the page's session expired.
    shopSessionValid = false;
    await queryClient.invalidateQueries({ queryKey: ['account-state'] });
    expect(sessionChecks).toBe(checksBefore);
    expect(result.current).toEqual([{ status: 'signed-out' }, { status: 'signed-out' }]);
  });

  it('shows a sign-out in another tab of the site at once, tells the host once, and checks a sign-in there', async () => {
    const announced: AuthChangedDetail[] = [];
    const onChanged = (event: Event) => {
      if (event instanceof CustomEvent) announced.push(event.detail);
    };
    window.addEventListener('shopfront:auth-changed', onChanged);
    const { result } = renderAccountState(false);
    await waitFor(() => expect(result.current).toEqual([signedIn, signedIn]));
    const checksBefore = sessionChecks;

    anotherTab('signed-out');
    await waitFor(() =>
      expect(result.current).toEqual([{ status: 'signed-out-elsewhere' }, { status: 'signed-out-elsewhere' }]),
    );
    expect(announced).toEqual([{ kind: 'signed-out', source: 'another-tab' }]);

    anotherTab('signed-in');
    await waitFor(() => expect(result.current).toEqual([signedIn, signedIn]));
    expect(sessionChecks).toBeGreaterThan(checksBefore);
    expect(announced).toEqual([
      { kind: 'signed-out', source: 'another-tab' },
      { kind: 'signed-in', source: 'another-tab' },
    ]);
    window.removeEventListener('shopfront:auth-changed', onChanged);
  });

  it('does not check while another tab signs in, so the half-made sign-in there is neither cleared nor logged out', async () => {
    const { result, rerender } = renderAccountState(true);
    await waitFor(() => expect(result.current[0]).toEqual(signedIn));
    anotherTab('signed-out');
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'signed-out-elsewhere' }));
    const checksBefore = sessionChecks;
    requested.length = 0;

    // The other tab's sign-in stored the session data and went to the authorization server: no experience session yet.
    experienceSessionValid = false;
    saveLocalSession(noah);
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([{ status: 'signed-out-elsewhere' }, { status: 'signed-out-elsewhere' }]);
    expect(sessionChecks).toBe(checksBefore);
    expect(requested).toEqual([]);
    expect(readLocalSession()).toEqual(noah);

    experienceSessionValid = true;
    anotherTab('signed-in');
    await waitFor(() => expect(result.current).toEqual([signedIn, signedIn]));
  });

  it('shows a session end found in another tab as signed out, without a check or a logout of its own', async () => {
    const { result } = renderAccountState(true);
    await waitFor(() => expect(result.current[0]).toEqual(signedIn));
    requested.length = 0;
    anotherTab('session-expired');
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'signed-out-elsewhere' }));
    expect(requested).toEqual([]);
  });
});
