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

/** The change an event or message names, or undefined when it names none: checked like any other input. */
export function authChangeOf(value: unknown): AuthChange | undefined {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return undefined;
  const { kind } = value;
  return isAuthChangeKind(kind) ? { kind } : undefined;
}

/**
 * The message from another tab, or undefined for anything else: the channel and the storage key are the origin's, so
 * a message is checked like any other input before a page acts on it.
 */
export function authChangeMessageOf(message: unknown): AuthChangeMessage | undefined {
  const change = authChangeOf(message);
  if (!change || typeof message !== 'object' || message === null || !('id' in message)) return undefined;
  const { id } = message;
  return typeof id === 'string' && id !== '' ? { ...change, id } : undefined;
}

/**
 * One channel (and one storage key) per site: the shop and experience sessions are the site's, so `/gb`'s sign-out
 * says nothing about `/ch/de`'s tabs.
 */
export function authChangeChannelName(sitePathPrefix: string): string {
  return `shopfront.authChange:${sitePathPrefix}`;
}
