import { consumeRedirectTarget } from '@shopfront/api/browser';
import type { DialogConfig } from '../environment/dialog-environment.ts';
import { pushAnalyticsEventWithConsent } from './analytics-event.ts';
import type { AuthorizationCallbackDependencies } from './complete-authorization.ts';
import type { LoginFlowDependencies, LoginFlowOptions } from './login-flow.ts';

/** The country home of the config's site, e.g. http://localhost:8080/be/fr/. */
export function siteHomeUrl(config: DialogConfig): string {
  return new URL(`${config.sitePathPrefix}/`, window.location.origin).href;
}

/** The login flow's options in this browser window: the saved target (or the country home) and the clock. */
export function browserLoginFlowOptions(config: DialogConfig): LoginFlowOptions {
  return {
    finalTarget: () =>
      consumeRedirectTarget({ currentUrl: window.location.href, productDomain: config.domain }) ?? siteHomeUrl(config),
    now: () => new Date(),
  };
}

/** The login flow wired to this browser window. */
export function browserLoginDependencies(
  config: DialogConfig,
): LoginFlowDependencies & AuthorizationCallbackDependencies {
  return {
    fetch: (input, init) => fetch(input, init),
    config,
    navigate: (url) => window.location.assign(url),
    replaceUrl: (url) => window.history.replaceState(null, '', url),
    ...browserLoginFlowOptions(config),
    pushAnalyticsEvent: (event) => void pushAnalyticsEventWithConsent(event),
    // Read when used, not when built: a server render builds these too, and has no window.
    get homeUrl() {
      return siteHomeUrl(config);
    },
  };
}
