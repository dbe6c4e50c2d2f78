import { type AuthChange, type AuthChangeMessage, authChangeChannelName } from '@shopfront/core';
import { type AuthChangedDetail, authChangedEventName, sentHere } from './auth-change-channel.ts';

/**
 * Tells this page (`shopfront:auth-changed`) and the site's other tabs that the customer signed in or out or that the
 * session ended. Call it once the change is complete (a sign-in once every session exists), before leaving the page.
 */
export function announceAuthChange(sitePathPrefix: string, change: AuthChange): void {
  window.dispatchEvent(
    new CustomEvent<AuthChangedDetail>(authChangedEventName, { detail: { kind: change.kind, source: 'this-tab' } }),
  );
  const message: AuthChangeMessage = { kind: change.kind, id: `${Date.now()}-${Math.random()}` };
  sentHere.add(message.id);
  const name = authChangeChannelName(sitePathPrefix);
  if (typeof BroadcastChannel === 'function') {
    // Posting queues the message for every other tab at once: closing right after (or leaving the page) loses nothing.
    const channel = new BroadcastChannel(name);
    channel.postMessage(message);
    channel.close();
    return;
  }
  try {
    localStorage.setItem(name, JSON.stringify(message));
  } catch (error) {
    console.warn('The other tabs could not be told of the sign-in or sign-out', error);
  }
}
