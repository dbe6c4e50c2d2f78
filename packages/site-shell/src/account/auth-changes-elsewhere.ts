import { useCallback, useSyncExternalStore } from 'react';
import type { AuthChange } from '@shopfront/core';
import { dispatchShopfrontEvent, listenForAuthChanges } from '@shopfront/api/browser';

interface SiteAuthChanges {
  latest: AuthChange | undefined;
  readonly subscribers: Set<() => void>;
  readonly stopListening: () => void;
}

/** One listener per site and page, however many components ask: the host hears each change once. */
const sites = new Map<string, SiteAuthChanges>();

function subscribe(sitePathPrefix: string, onChange: () => void): () => void {
  let site = sites.get(sitePathPrefix);
  if (!site) {
    const subscribers = new Set<() => void>();
    const listening: SiteAuthChanges = {
      latest: undefined,
      subscribers,
      stopListening: listenForAuthChanges(sitePathPrefix, (change) => {
        listening.latest = change;
        dispatchShopfrontEvent('shopfront:auth-changed', { kind: change.kind, source: 'another-tab' });
        for (const subscriber of subscribers) subscriber();
      }),
    };
    site = listening;
    sites.set(sitePathPrefix, site);
  }
  const { subscribers, stopListening } = site;
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
    if (subscribers.size > 0) return;
    stopListening();
    sites.delete(sitePathPrefix);
  };
}

/**
 * docs/site-shell.md §4 "Other tabs": the latest sign-in, sign-out or session end another tab of the site announced
 * while this page listened; undefined until then, and on the server.
 */
export function useAuthChangeElsewhere(sitePathPrefix: string): AuthChange | undefined {
  const subscribeToSite = useCallback((onChange: () => void) => subscribe(sitePathPrefix, onChange), [sitePathPrefix]);
  return useSyncExternalStore(
    subscribeToSite,
    () => sites.get(sitePathPrefix)?.latest,
    () => undefined,
  );
}
