import {
  type AuthChange,
  type AuthChangeMessage,
  authChangeChannelName,
  authChangeMessageOf,
  authChangeMessageOfStoredValue,
} from '@shopfront/core';
import { type AuthChangedDetail, authChangedEventName } from './shopfront-events.ts';

/** What the tab-to-tab transport uses of the browser: the page's own unless a test gives another. */
export interface AuthChangeTransport {
  /** Undefined where the browser has none: the storage event carries the changes instead. */
  readonly BroadcastChannel: typeof BroadcastChannel | undefined;
  readonly storage: Pick<Storage, 'setItem'>;
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
}

/**
 * The ids of the messages this page sent: a BroadcastChannel delivers to every other channel object of the name, the
 * page's own listener included, and a page hears only the other tabs.
 */
const sentHere = new Set<string>();

function pageTransport(): AuthChangeTransport {
  return {
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    storage: localStorage,
    window,
  };
}

/**
 * Tells this page (`shopfront:auth-changed`) and the site's other tabs that the customer signed in or out or that the
 * session ended. Call it once the change is complete (a sign-in once every session exists), before leaving the page.
 */
export function announceAuthChange(
  sitePathPrefix: string,
  change: AuthChange,
  transport: AuthChangeTransport = pageTransport(),
): void {
  transport.window.dispatchEvent(
    new CustomEvent<AuthChangedDetail>(authChangedEventName, { detail: { kind: change.kind, source: 'this-tab' } }),
  );
  const message: AuthChangeMessage = { kind: change.kind, id: `${Date.now()}-${Math.random()}` };
  sentHere.add(message.id);
  const name = authChangeChannelName(sitePathPrefix);
  if (transport.BroadcastChannel) {
    // Posting queues the message for every other tab at once: closing right after (or leaving the page) loses nothing.
    const channel = new transport.BroadcastChannel(name);
    channel.postMessage(message);
    channel.close();
    return;
  }
  try {
    transport.storage.setItem(name, JSON.stringify(message));
  } catch (error) {
    console.warn('The other tabs could not be told of the sign-in or sign-out', error);
  }
}

/**
 * Calls `listener` with each change another tab of the site announces (never with this page's own). Returns a
 * function that stops listening.
 */
export function listenForAuthChanges(
  sitePathPrefix: string,
  listener: (change: AuthChange) => void,
  transport: AuthChangeTransport = pageTransport(),
): () => void {
  const name = authChangeChannelName(sitePathPrefix);
  const receive = (message: AuthChangeMessage | undefined) => {
    if (message && !sentHere.has(message.id)) listener({ kind: message.kind });
  };
  if (transport.BroadcastChannel) {
    const channel = new transport.BroadcastChannel(name);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => receive(authChangeMessageOf(event.data)));
    return () => channel.close();
  }
  const onStorage = (event: Event) => {
    if (event instanceof StorageEvent && event.key === name) receive(authChangeMessageOfStoredValue(event.newValue));
  };
  transport.window.addEventListener('storage', onStorage);
  return () => transport.window.removeEventListener('storage', onStorage);
}
