import type { AccountWidgetConfig } from '@shopfront/api';
import { announceAuthChange, clearLocalSession, clearSessionCookies, logout } from '@shopfront/api/browser';
import { bothSessionsValid } from './sessions-valid.ts';

/**
 * docs/site-shell.md §4: whether both the shop session and the experience-API session are valid; when either is not,
 * the local session data is cleared, or everything is logged out, and the site's other tabs are told. Imported when someone signed in on this browser:
 * a visitor who never did downloads none of the session clients.
 */
export async function checkSessions(
  config: AccountWidgetConfig,
  fullLogoutOnExpiry: boolean,
  signal: AbortSignal,
): Promise<boolean> {
  const valid = await bothSessionsValid(fetch, config, signal);
  if (!valid && fullLogoutOnExpiry) await logout(fetch, config, 'session-expired');
  else if (!valid) {
    clearLocalSession();
    clearSessionCookies(config);
    announceAuthChange(config.sitePathPrefix, { kind: 'session-expired' });
  }
  return valid;
}
