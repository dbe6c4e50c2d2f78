import { type AccountWidgetConfig } from '@shopfront/api';
import { consumeRedirectTarget } from '@shopfront/api/browser';
import { pushAnalyticsEventWithConsent } from './analytics-event.ts';
import type { AuthorizationCallbackDependencies } from './complete-authorization.ts';
import type { LoginFlowDependencies } from './login-flow.ts';

/** The country home of the config's site, e.g. http://localhost:8080/be/fr/. */
export function siteHomeUrl(config: AccountWidgetConfig): string {
  return new URL(`${config.sitePathPrefix}/`, window.location.origin).href;
}

/** The login flow wired to this browser window. */
export function browserLoginDependencies(config: AccountWidgetConfig): LoginFlowDependencies & AuthorizationCallbackDependencies {
  return {
    fetch: (input, init) => fetch(input, init),
    config,
    navigate: (url) => window.location.assign(url),
    replaceUrl: (url) => window.history.replaceState(null, '', url),
    finalTarget: () => consumeRedirectTarget({ currentUrl: window.location.href, productDomain: config.domain }) ?? siteHomeUrl(config),
    pushAnalyticsEvent: (event) => void pushAnalyticsEventWithConsent(event),
    // Read when used, not when built: a server render builds these too, and has no window.
    get homeUrl() {
      return siteHomeUrl(config);
    },
    now: () => new Date(),
  };
}
