import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readLocalSession, saveLocalSession } from '@shopfront/api/browser';
import { testWidgetConfig } from '#test/widget-config.ts';
import { useAccountState } from './use-account-state.ts';

const requested: string[] = [];
let shopSessionValid = true;
let experienceSessionValid = true;

const server = setupServer(
  http.get('*/gb/e/authentication/status', () =>
    shopSessionValid
      ? HttpResponse.json({ authenticated: true })
      : HttpResponse.json({ authenticated: false }, { status: 401 }),
  ),
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
  localStorage.clear();
});
afterAll(() => server.close());

function renderAccountState(fullLogoutOnExpiry: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAccountState(testWidgetConfig, { fullLogoutOnExpiry }), { wrapper });
}

describe('useAccountState', () => {
  it('is signed in while both the shop and the experience sessions are valid', async () => {
    const { result } = renderAccountState(false);
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', firstName: 'Noah', lastName: 'Price' }));
  });

  it('is anonymous without local session data, and asks nothing', () => {
    localStorage.clear();
    const { result } = renderAccountState(false);
    expect(result.current.status).toBe('anonymous');
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
      await waitFor(() => expect(result.current.status).toBe('expired'));
      expect(readLocalSession()).toBeUndefined();
      expect(requested).toEqual([]);
    },
  );

  it('performs a full logout when the host asks for it: every service’s session is ended', async () => {
    experienceSessionValid = false;
    const { result } = renderAccountState(true);
    await waitFor(() => expect(result.current.status).toBe('expired'));
    expect(readLocalSession()).toBeUndefined();
    expect(requested).toEqual(
      expect.arrayContaining(['/experience-api/session/logout', '/gb/e/logout', '/idp/accounts.logout']),
    );
  });
});
