/** What needs a browser: cookies, storage, the page-wide event bus, and the logout that clears them. */
export { announceAccountOutcome, openAccountDialog, takeQueuedAccountDialogRequest } from './events/account-events.ts';
export { dispatchShopfrontEvent } from './events/shopfront-events.ts';
export { listenForAuthChanges } from './events/auth-change-channel.ts';
export { announceAuthChange } from './events/auth-change-announcement.ts';
export { clearLocalSession, readLocalSession, saveLocalSession, type LocalSession } from './session/local-session.ts';
export { logout, rememberAuthProxyToken, type LogoutOutcome } from './session/logout.ts';
export { consumeRedirectTarget, saveRedirectTarget, type RedirectContext } from './session/redirect-target.ts';
export { rememberSignOut, takeSignOutNotice } from './session/sign-out-notice.ts';
export {
  clearSessionCookies,
  hasAuthCodeCookie,
  readIdentitySessionToken,
  setAuthCodeCookie,
  setBrowserCookie,
  type CookieScope,
} from './session/session-cookies.ts';
export {
  analyticsConsentEventName,
  analyticsConsentStorageKey,
  analyticsConsented,
  readAnalyticsConsent,
  saveAnalyticsConsent,
  type AnalyticsConsentDetail,
} from './events/analytics-consent.ts';
