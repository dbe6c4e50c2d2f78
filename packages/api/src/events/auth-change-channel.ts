import { type AuthChange, authChangeChannelName, authChangeMessageOf } from '@shopfront/core';

/** Announced when the customer signs in or out or the session ends, in this tab or another tab of the same site. */
export const authChangedEventName = 'shopfront:auth-changed';

export interface AuthChangedDetail extends AuthChange {
  /** `this-tab`: it happened on this page; `another-tab`: another tab of the same site told this page. */
  readonly source: 'this-tab' | 'another-tab';
}

/**
 * The ids of the messages this page sent: a BroadcastChannel delivers to every other channel object of the name, the
 * page's own included, and a page hears only the other tabs.
 */
export const sentHere = new Set<string>();
/** The last message this page told the host of: two components listening make one `shopfront:auth-changed`. */
let announcedLast: string | undefined;

/**
 * Calls `listener` with each change another tab of the site announces (never with this page's own), through a
 * BroadcastChannel or, where the browser has none, the storage event, and tells the host page of it once
 * (`shopfront:auth-changed`, `another-tab`). Returns a function that stops listening.
 */
export function listenForAuthChanges(sitePathPrefix: string, listener: (change: AuthChange) => void): () => void {
  const name = authChangeChannelName(sitePathPrefix);
  const receive = (data: unknown) => {
    const message = authChangeMessageOf(data);
    if (!message || sentHere.has(message.id)) return;
    const { kind, id } = message;
    // Every listener of the page is given a message before the next message comes.
    if (announcedLast !== id) {
      announcedLast = id;
      dispatchEvent(
        new CustomEvent<AuthChangedDetail>(authChangedEventName, { detail: { kind, source: 'another-tab' } }),
      );
    }
    listener({ kind });
  };
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent<unknown>) => receive(event.data);
    return () => channel.close();
  }
  const onStorage = ({ key, newValue }: StorageEvent) => {
    try {
      if (key === name && newValue) receive(JSON.parse(newValue));
    } catch {
      // not JSON: not a message of ours
    }
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}
