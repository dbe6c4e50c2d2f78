import { createPkcePair, createState, loginErrorMessageKey, loginFlowErrorMessageKey } from '@shopfront/core';
import {
  type IdentityLogin,
  type IdentityLoginResult,
  IdentityProviderError,
  authProxyAuthorizeUrl,
  authorizationUrl,
  consentIdOfMissingField,
  fetchCsrfToken,
  fetchSessionDuration,
  processLoginResponse,
  requestFinishRegistration,
  requestLogin,
  requestPasskeyLogin,
  resendVerification,
  shopLogin,
  verifyEmail,
} from '@shopfront/api';
import {
  hasAuthCodeCookie,
  logout,
  readIdentitySessionToken,
  readLocalSession,
  saveLocalSession,
  setBrowserCookie,
} from '@shopfront/api/browser';
import type { DialogConfig, DialogEnvironment } from '../environment/dialog-environment.ts';
import { LoginFlowError } from './login-errors.ts';
import { setPasskeyHint } from './passkey-hint.ts';
import { savePendingAuthorization } from './pending-authorization.ts';

/** docs/account-widget.md §9: a remembered login keeps its cookie for 3,600,000 ms. */
export const rememberMeCookieLifetimeMs = 3_600_000;

/** A remembered login's cookie lasts the remember-me time, but never longer than the server keeps the session. */
export function rememberedCookieExpiry(now: Date, sessionSeconds: number | undefined): Date {
  const lifetimeMs =
    sessionSeconds === undefined
      ? rememberMeCookieLifetimeMs
      : Math.min(rememberMeCookieLifetimeMs, sessionSeconds * 1000);
  return new Date(now.getTime() + lifetimeMs);
}

/** The login flow's own options besides the environment (whose `navigate` leaves for the authorization or the target). */
export interface LoginFlowOptions {
  /** Where to go when no authorization redirect is needed. */
  readonly finalTarget: () => string;
  readonly now: () => Date;
}

/** What the login flow runs with: the environment's configuration, fetch and navigation, and its own options. */
export type LoginFlowDependencies = Pick<DialogEnvironment, 'fetch' | 'config' | 'navigate'> & LoginFlowOptions;

export interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export type LoginOutcome =
  | { readonly kind: 'consent-needed'; readonly regToken: string; readonly missingConsents: readonly string[] }
  /** The account waits for its address to be verified; the regToken asks for the link again (resendVerificationLink). */
  | { readonly kind: 'verification-pending'; readonly regToken: string }
  | { readonly kind: 'redirecting' };

function identityError(error: unknown): never {
  if (error instanceof IdentityProviderError) {
    throw new LoginFlowError(
      error.statusCode === 403 ? 'invalid-credentials' : 'provider-error',
      loginErrorMessageKey(error.statusCode, error.errorCode),
      { cause: error },
    );
  }
  throw new LoginFlowError('unknown', loginFlowErrorMessageKey('unknown'), { cause: error });
}

async function step<T>(kind: 'csrf-unavailable' | 'web-login', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    throw new LoginFlowError(kind, loginFlowErrorMessageKey(kind), { cause });
  }
}

/** Steps 4–6 of docs/account-widget.md §4, once the identity provider has signed the login. */
async function continueSignedIn(
  dependencies: LoginFlowDependencies,
  login: IdentityLogin,
  rememberMe: boolean,
): Promise<LoginOutcome> {
  const { config } = dependencies;
  const csrfToken = await step('csrf-unavailable', () => fetchCsrfToken(dependencies.fetch, config.sitePathPrefix));
  await step('web-login', () => shopLogin(dependencies.fetch, config.sitePathPrefix, csrfToken, login));

  const cookieExpiry = rememberMe
    ? rememberedCookieExpiry(dependencies.now(), login.sessionInfo.expiresInSeconds)
    : undefined;
  setBrowserCookie(login.sessionInfo.cookieName, login.sessionInfo.cookieValue, config, cookieExpiry);
  saveLocalSession({
    UID: login.UID,
    firstName: login.profile.firstName ?? '',
    lastName: login.profile.lastName ?? '',
    preferences: { ...login.preferences },
  });

  if (hasAuthCodeCookie()) {
    dependencies.navigate(dependencies.finalTarget());
    return { kind: 'redirecting' };
  }
  dependencies.navigate(await startAuthorization(config));
  return { kind: 'redirecting' };
}

/** The authorization redirect: through the auth proxy, or straight to the authorization server with PKCE S256. */
export async function startAuthorization(config: DialogConfig, retried = false): Promise<string> {
  if (!config.authProxyDeprecated) {
    savePendingAuthorization({ kind: 'auth-proxy', retried });
    return authProxyAuthorizeUrl(config);
  }
  const { verifier, challenge } = await createPkcePair();
  const state = createState();
  savePendingAuthorization({ kind: 'direct', verifier, state, retried });
  return authorizationUrl({ ...config, state, codeChallenge: challenge });
}

function handleIdentityResult(
  result: IdentityLoginResult,
  dependencies: LoginFlowDependencies,
  rememberMe: boolean,
): Promise<LoginOutcome> | LoginOutcome {
  switch (result.kind) {
    case 'consent-needed': {
      const missingConsents = result.missingFields
        .map(consentIdOfMissingField)
        .filter((id): id is string => id !== undefined);
      return { kind: 'consent-needed', regToken: result.regToken, missingConsents };
    }
    case 'verification-pending':
      return { kind: 'verification-pending', regToken: result.regToken };
    case 'logged-in':
      return continueSignedIn(dependencies, result.login, rememberMe);
    default:
      return result satisfies never;
  }
}

/**
 * Steps 1–3 of docs/account-widget.md §4 for any identity login (password or passkey): an old session ends first, a
 * remembered login asks for the session's length, then `send` signs in and the answer continues as every login does.
 */
async function signInToIdentity(
  dependencies: LoginFlowDependencies,
  rememberMe: boolean,
  send: (sessionExpiration: number) => Promise<Response>,
  refusal: (error: unknown) => never,
): Promise<LoginOutcome> {
  const { config } = dependencies;
  if (readLocalSession() || readIdentitySessionToken(config.apiKey)) await logout(dependencies.fetch, config);

  const sessionExpiration = rememberMe ? await fetchSessionDuration(dependencies.fetch, config) : 0;
  let result: IdentityLoginResult;
  try {
    result = await processLoginResponse(await send(sessionExpiration));
  } catch (error) {
    refusal(error);
  }
  return handleIdentityResult(result, dependencies, rememberMe);
}

/** docs/account-widget.md §4 login flow, steps 1–6. */
export function logIn(dependencies: LoginFlowDependencies, credentials: Credentials): Promise<LoginOutcome> {
  return signInToIdentity(
    dependencies,
    credentials.rememberMe,
    (sessionExpiration) =>
      requestLogin(dependencies.fetch, dependencies.config, {
        loginID: credentials.email,
        password: credentials.password,
        sessionExpiration,
      }),
    identityError,
  );
}

/** A passkey's answer to a login challenge (`token` names the challenge), as the browser's WebAuthn call gave it. */
export interface PasskeyAssertion {
  readonly token: string;
  readonly assertion: object;
}

/** The identity provider's refusal of a passkey (403042: unknown passkey, expired challenge) has its own text. */
function passkeyRefusal(error: unknown): never {
  if (error instanceof IdentityProviderError && error.errorCode === 403042)
    throw new LoginFlowError('passkey-refused', loginFlowErrorMessageKey('passkey-refused'), { cause: error });
  identityError(error);
}

/**
 * The login flow with a passkey instead of a password: the same steps after the identity provider's answer. The
 * browser then holds a passkey of the shop: its login form offers passkeys in autofill from now on.
 */
export function logInWithPasskey(
  dependencies: LoginFlowDependencies,
  passkey: PasskeyAssertion,
  rememberMe: boolean,
): Promise<LoginOutcome> {
  setPasskeyHint(true);
  return signInToIdentity(
    dependencies,
    rememberMe,
    (sessionExpiration) =>
      requestPasskeyLogin(dependencies.fetch, dependencies.config, {
        token: passkey.token,
        authenticatorAssertion: passkey.assertion,
        sessionExpiration,
      }),
    passkeyRefusal,
  );
}

/** Finishes a login that the identity provider held back for missing consents (the extra-consent screen). */
export async function finishPendingLogin(
  dependencies: LoginFlowDependencies,
  pending: { regToken: string; grantedConsents: readonly string[]; rememberMe: boolean },
): Promise<LoginOutcome> {
  let result: IdentityLoginResult;
  try {
    result = await processLoginResponse(
      await requestFinishRegistration(
        dependencies.fetch,
        dependencies.config,
        pending.regToken,
        pending.grantedConsents,
      ),
    );
  } catch (error) {
    identityError(error);
  }
  return handleIdentityResult(result, dependencies, pending.rememberMe);
}

/**
 * Sends the link of an account that waits for verification again, named by the regToken its refused login returned
 * (docs/rules.md account existence: the answer is the same whether or not a mail goes out). Rate-limited by the
 * identity provider; its refusal comes back as a LoginFlowError with the catalogue text.
 */
export async function resendVerificationLink(dependencies: LoginFlowDependencies, regToken: string): Promise<void> {
  try {
    await resendVerification(dependencies.fetch, dependencies.config, { regToken });
  } catch (error) {
    identityError(error);
  }
}

/**
 * Opens a mailed verification link (docs/rules.md e-mail verification): a verified registration signs the visitor
 * in through the normal flow (steps 4–8); a verified new address only changes the login, so it signs nobody in.
 */
export async function openVerificationLink(
  dependencies: LoginFlowDependencies,
  token: string,
): Promise<{ readonly kind: 'redirecting' } | { readonly kind: 'email-changed'; readonly email: string }> {
  let verification;
  try {
    verification = await verifyEmail(dependencies.fetch, dependencies.config, token);
  } catch (error) {
    identityError(error);
  }
  if (verification.kind === 'email-changed') return verification;
  const outcome = await handleIdentityResult(verification.result, dependencies, false);
  if (outcome.kind !== 'redirecting') throw new LoginFlowError('unknown', loginFlowErrorMessageKey('unknown'));
  return outcome;
}
