import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { mountAccountWidget } from '@shopfront/account-widget';
import { createShopQueryClient } from '@shopfront/site-shell';
import '@shopfront/ui/tokens.css';
import '@shopfront/site-shell/page.css';
import { App, preparePage } from './app.tsx';
import { hostConfigQuery } from './host/host-config.ts';
import { legalLinksOf } from './host/legal-links.ts';
import { type HeldAction, replayPendingInteractions, takeHeldActions } from './pending-interactions.ts';
import { refusedAddressMarker, refusedAddressRoute, resolveRoute, siteOfRoute } from './routes.ts';
import './site.css';

/** The id of the `<script type="application/json">` that carries the server's dehydrated query cache. */
const dehydratedStateId = 'shopfront-state';

function readDehydratedState(): unknown {
  const script = document.getElementById(dehydratedStateId);
  return script?.textContent ? JSON.parse(script.textContent) : undefined;
}

/**
 * Hydrates the server-rendered page: the query cache starts from what the server loaded (no request for it again),
 * the page's own chunk is loaded before hydration so nothing suspends. Without server markup it renders.
 */
async function start(container: HTMLElement): Promise<void> {
  // The server answered with the error page of an address it refused: the same page, its query unread.
  const refused = container.querySelector(`[${refusedAddressMarker}]`) !== null;
  const route = refused ? refusedAddressRoute(window.location.pathname) : resolveRoute(window.location.pathname);
  const queryClient = createShopQueryClient();
  const state = readDehydratedState();
  if (state) hydrate(queryClient, state);
  const site = siteOfRoute(route);
  if (site) {
    // Before anything is awaited: a dialog asked for while the page's code loads is heard, and opens once the widget has.
    // The widget asks for its configuration when a dialog first opens: from the cache the page started with.
    mountAccountWidget({
      locale: site.locale,
      loadConfig: () => queryClient.ensureQueryData(hostConfigQuery(site, fetch)),
      legalLinks: legalLinksOf(site),
      fullLogoutOnExpiredSession: true,
    });
  }
  const prepared = await preparePage(
    route,
    refused ? new URLSearchParams() : new URL(window.location.href).searchParams,
    queryClient,
    fetch,
  );
  document.documentElement.lang = prepared.locale;
  if (container.firstElementChild) {
    // What the visitor did on the server's page before now happens again once React is listening (ADR 013).
    let held: readonly HeldAction[] | undefined = takeHeldActions();
    // Once: StrictMode runs a development build's effects twice.
    const onCommitted = () => {
      if (held) replayPendingInteractions(container, held);
      held = undefined;
    };
    // A transition: React hydrates in slices that yield to the browser, not in one long task after the first paint.
    startTransition(() => {
      hydrateRoot(
        container,
        <App prepared={prepared} queryClient={queryClient} onCommitted={onCommitted} onSettled={markHydrated} />,
      );
    });
  } else createRoot(container).render(<App prepared={prepared} queryClient={queryClient} onSettled={markHydrated} />);
}

/** `data-hydrated` on the root: the page is hydrated and its effects (its event listeners among them) have run. */
function markHydrated(): void {
  document.getElementById('root')?.setAttribute('data-hydrated', '');
}

const container = document.getElementById('root');
if (container) void start(container);
