import type { FastifyInstance, FastifyReply } from 'fastify';
import { identitySessionCookieName, missingConsentField } from '@shopfront/api';
import type { Account } from '../../accounts/account-repository.ts';
import { type RequiredConsentId, cdcPreferences, missingConsents } from '../../accounts/consent-repository.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors } from '../../http/cdc-shape.ts';
import { signUid } from '../../security/uid-signature.ts';
import { rememberDevice } from './device-cookie.ts';
import type { LoginAttempt } from './login-guard.ts';
import { pendingVerificationToken } from './registration-token.ts';

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The identity provider's answer to a finished login (a login, a completed registration or consent step, a verified
 * address): a new session, the signed UID the shop's login checks, the profile.
 */
export function createLoginResponse(
  app: Pick<FastifyInstance, 'consents' | 'identitySessions' | 'loginSignatureTimestamps'>,
  partnerSecret: string,
) {
  const { consents, identitySessions: sessions, loginSignatureTimestamps: signatureTimestamps } = app;
  return async function loginResponse(
    account: Account,
    market: MarketConfig,
    lifetimeSeconds: number,
    form: { include?: string; includeUserInfo?: string },
  ) {
    const include = listOf(form.include);
    const signatureTimestamp = await signatureTimestamps.next(account.uid);
    const token = await sessions.create(account.uid, market.apiKey, lifetimeSeconds);
    const profile = {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      locale: account.locale,
    };
    const preferences = include.includes('preferences')
      ? cdcPreferences(await consents.current(account.uid))
      : undefined;
    return {
      UID: account.uid,
      UIDSignature: signUid(account.uid, signatureTimestamp, partnerSecret),
      signatureTimestamp,
      isActive: true,
      isRegistered: true,
      isVerified: true,
      profile,
      data: { clubMember: account.clubMember },
      ...(preferences ? { preferences } : {}),
      ...(form.includeUserInfo === 'true' ? { userInfo: { UID: account.uid, ...profile } } : {}),
      sessionInfo: {
        cookieName: identitySessionCookieName(market.apiKey),
        cookieValue: token,
        expires_in: String(lifetimeSeconds),
      },
    };
  };
}

export type LoginResponse = ReturnType<typeof createLoginResponse>;

/** A login that waits for the consents the market requires now (206001): the regToken finishes it. */
export function pendingRegistration(uid: string, missing: RequiredConsentId[], regToken: string) {
  return cdcError(cdcErrors.pendingRegistration, 'Account Pending Registration', {
    missingRequiredFields: missing.map(missingConsentField),
    regToken,
    UID: uid,
  });
}

const maxSessionSeconds = 60 * 60 * 24 * 365;

function sessionLifetime(seconds: number | undefined, market: MarketConfig): number {
  return seconds !== undefined && seconds > 0 ? Math.min(seconds, maxSessionSeconds) : market.cdcSessionDuration;
}

/** How long the regToken of a login blocked by missing consents lets the customer finish it. */
const registrationCompletionLifetimeSeconds = 60 * 60;

/**
 * What every login does once the customer proved who they are (a password in `accounts.login`, a passkey in
 * `accounts.auth.fido.verifyAssertion`): the device cookie, 206002 for an unverified address, 206001 with a regToken
 * for missing consents, else the login response. So both end in the same consent step, session and signed UID.
 */
export function createLoginCompletion(
  app: Pick<FastifyInstance, 'consents' | 'singleUseTokens' | 'metrics'>,
  { clock, partnerSecret, loginResponse }: { clock: () => Date; partnerSecret: string; loginResponse: LoginResponse },
) {
  const { consents, singleUseTokens, metrics } = app;
  return async function completeLogin(
    reply: FastifyReply,
    account: Account,
    market: MarketConfig,
    attempt: LoginAttempt,
    form: { sessionExpiration?: number; include?: string; includeUserInfo?: string },
  ) {
    rememberDevice(reply, attempt, market, account.normalisedEmail, clock());
    if (!account.isVerified) {
      metrics.countLogin('pending_verification');
      // As CDC: the regToken lets accounts.resendVerificationCode send this account its link again.
      throw cdcError(cdcErrors.pendingVerification, undefined, {
        regToken: pendingVerificationToken(market.apiKey, account.uid, clock(), partnerSecret),
      });
    }
    const lifetime = sessionLifetime(form.sessionExpiration, market);
    const missing = missingConsents(await consents.current(account.uid), market.consentVersions);
    if (missing.length > 0) {
      const regToken = await singleUseTokens.issue(
        'registration-completion',
        account.uid,
        registrationCompletionLifetimeSeconds,
        { apiKey: market.apiKey, sessionExpiration: lifetime },
      );
      metrics.countLogin('consent_needed');
      throw pendingRegistration(account.uid, missing, regToken);
    }
    const response = await loginResponse(account, market, lifetime, form);
    metrics.countLogin('success');
    return response;
  };
}

export type LoginCompletion = ReturnType<typeof createLoginCompletion>;
