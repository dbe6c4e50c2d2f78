/**
 * docs/site-shell.md §4 "Other tabs": a sign-in, sign-out or session expiry in one tab of a site, told to the site's
 * other tabs (a BroadcastChannel, or a storage event where there is none) and to the host page (`shopfront:auth-changed`).
 */
export const authChangeKinds = ['signed-in', 'signed-out', 'session-expired'] as const;

export type AuthChangeKind = (typeof authChangeKinds)[number];

export interface AuthChange {
  readonly kind: AuthChangeKind;
}

/** What travels between tabs: the change and an id, so that two equal changes in a row are still two storage events. */
export interface AuthChangeMessage extends AuthChange {
  readonly id: string;
}

function isAuthChangeKind(value: unknown): value is AuthChangeKind {
  return authChangeKinds.some((kind) => kind === value);
}

/**
 * The message from another tab, or undefined for anything else: the channel and the storage key are the origin's, so
 * a message is checked like any other input before a page acts on it.
 */
export function authChangeMessageOf(message: unknown): AuthChangeMessage | undefined {
  if (typeof message !== 'object' || message === null || !('kind' in message) || !('id' in message)) return undefined;
  const { kind, id } = message;
  return isAuthChangeKind(kind) && typeof id === 'string' && id !== '' ? { kind, id } : undefined;
}

/**
 * One channel (and one storage key) per site: the shop and experience sessions are the site's, so `/gb`'s sign-out
 * says nothing about `/ch/de`'s tabs.
 */
export function authChangeChannelName(sitePathPrefix: string): string {
  return `shopfront.authChange:${sitePathPrefix}`;
}
