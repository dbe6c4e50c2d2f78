import { loginFlowErrorMessageKey } from '@shopfront/core';
import {
  OAuthError,
  createExperienceSession,
  processTokenResponse,
  requestAuthProxyToken,
  requestCodeExchange,
} from '@shopfront/api';
import {
  announceAuthChange,
  consumeRedirectTarget,
  rememberAuthProxyToken,
  setAuthCodeCookie,
} from '@shopfront/api/browser';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import { startAuthorization } from './login-flow.ts';
import { takePendingAuthorization } from './pending-authorization.ts';

/** The /login/auth page's environment (configuration, fetch, navigation) and what the callback needs besides. */
export interface AuthorizationCallbackDependencies extends Pick<DialogEnvironment, 'fetch' | 'config' | 'navigate'> {
  /** Replaces the address bar without navigating (strips the code from the history). */
  readonly replaceUrl: (url: string) => void;
  readonly pushAnalyticsEvent: (event: Record<string, unknown>) => void;
  /** The country home, where a login without a saved target ends. */
  readonly homeUrl: string;
}

export type AuthorizationCallbackOutcome =
  | { readonly kind: 'redirecting' }
  | { readonly kind: 'login-required' }
  | { readonly kind: 'failed'; readonly messageKey: string };

const failed = (kind: 'unknown' | 'session-create'): AuthorizationCallbackOutcome => ({
  kind: 'failed',
  messageKey: loginFlowErrorMessageKey(kind),
});

/** docs/account-widget.md §4 login flow, steps 7–8, on the /login/auth page. */
export async function completeAuthorization(
  dependencies: AuthorizationCallbackDependencies,
  callbackUrl: URL,
): Promise<AuthorizationCallbackOutcome> {
  const { config } = dependencies;
  const pending = takePendingAuthorization();
  const code = callbackUrl.searchParams.get('code');
  dependencies.replaceUrl(callbackUrl.pathname);

  if (callbackUrl.searchParams.get('error') === 'login_required') return { kind: 'login-required' };
  if (!pending || !code) return failed('unknown');
  if (pending.kind === 'direct' && callbackUrl.searchParams.get('state') !== pending.state) return failed('unknown');

  let accessToken: string;
  try {
    const response =
      pending.kind === 'direct'
        ? await requestCodeExchange(dependencies.fetch, { ...config, code, codeVerifier: pending.verifier })
        : await requestAuthProxyToken(dependencies.fetch, { ...config, org: config.country, code });
    accessToken = (await processTokenResponse(response)).accessToken;
  } catch (error) {
    // An invalid_grant (expired or used code) restarts the authorization, once.
    if (error instanceof OAuthError && error.code === 'invalid_grant' && !pending.retried) {
      dependencies.navigate(await startAuthorization(config, true));
      return { kind: 'redirecting' };
    }
    return failed('unknown');
  }
  if (pending.kind === 'auth-proxy') rememberAuthProxyToken(accessToken);

  try {
    await createExperienceSession(dependencies.fetch, config.experienceApiHost, accessToken);
  } catch {
    return failed('session-create');
  }
  setAuthCodeCookie(config, undefined);
  // Only now is the customer signed in with every session: another tab that checks sooner would find one missing.
  announceAuthChange(config.sitePathPrefix, { kind: 'signed-in' });
  dependencies.pushAnalyticsEvent({ event: 'login', method: 'email' });
  const currentUrl = new URL(callbackUrl.pathname, callbackUrl).href;
  dependencies.navigate(consumeRedirectTarget({ currentUrl, productDomain: config.domain }) ?? dependencies.homeUrl);
  return { kind: 'redirecting' };
}
