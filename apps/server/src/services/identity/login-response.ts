import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identitySessionCookieName, missingConsentField } from '@shopfront/api';
import { accountDeletionCancelledMail } from '../../accounts/account-deletion-mails.ts';
import type { Account } from '../../accounts/account-repository.ts';
import { type RequiredConsentId, cdcPreferences, missingConsents } from '../../accounts/consent-repository.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors } from '../../http/cdc-shape.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { signUid } from '../../security/uid-signature.ts';
import { rememberDevice } from './device-cookie.ts';
import type { LoginAttempt } from './login-guard.ts';
import { newDeviceMail } from './new-device-mail.ts';
import { pendingVerificationToken } from './registration-token.ts';

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The identity provider's answer to a finished login (a login, a completed registration or consent step, a verified
 * address): a new session, the signed UID the shop's login checks, the profile. A pending deletion is cancelled.
 */
export function createLoginResponse(
  app: Pick<
    FastifyInstance,
    'consents' | 'identitySessions' | 'loginSignatureTimestamps' | 'signedInDevices' | 'accountDeletions' | 'mailer'
  >,
  partnerSecret: string,
) {
  const {
    consents,
    identitySessions: sessions,
    loginSignatureTimestamps: signatureTimestamps,
    signedInDevices,
    accountDeletions,
    mailer,
  } = app;
  return async function loginResponse(
    account: Account,
    market: MarketConfig,
    lifetimeSeconds: number,
    form: { include?: string; includeUserInfo?: string },
    /** The browser that signs in (its device cookie's id) and the request it asked with. */
    device: { readonly deviceId: string; readonly request: FastifyRequest },
  ) {
    const include = listOf(form.include);
    // Signing in during a deletion's grace period keeps the account (ADR 023); the mail says so.
    if (await accountDeletions.cancel(account.uid)) {
      mailer.enqueue(accountDeletionCancelledMail(account), (error) =>
        device.request.log.error({ err: error }, 'account deletion cancellation mail failed'),
      );
    }
    const signatureTimestamp = await signatureTimestamps.next(account.uid);
    const token = await sessions.create(account.uid, market.apiKey, lifetimeSeconds, device.deviceId);
    await signedInDevices.recordLogin({
      uid: account.uid,
      deviceId: device.deviceId,
      market: market.country,
      userAgent: device.request.headers['user-agent'],
    });
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

/** At most this many new-device notices per account: a stranger guessing right cannot flood the address with them. */
const newDeviceNoticeLimit: RateLimit = { limit: 3, windowSeconds: 60 * 60 };

/**
 * What every login does once the customer proved who they are (a password in `accounts.login`, a passkey in
 * `accounts.auth.fido.verifyAssertion`): the device cookie, 206002 for an unverified address, 206001 with a regToken
 * for missing consents, else the login response. So both end in the same consent step, session and signed UID.
 */
export function createLoginCompletion(
  app: Pick<FastifyInstance, 'consents' | 'singleUseTokens' | 'metrics' | 'signedInDevices' | 'rateLimiter' | 'mailer'>,
  options: {
    clock: () => Date;
    partnerSecret: string;
    publicOrigin: string;
    /** How long the new-device notice's link sets a new password (as a reset link). */
    passwordResetTtlSeconds: number;
    loginResponse: LoginResponse;
  },
) {
  const { consents, singleUseTokens, metrics, signedInDevices, rateLimiter, mailer } = app;
  const { clock, partnerSecret, publicOrigin, passwordResetTtlSeconds, loginResponse } = options;

  /**
   * A browser the account has not signed in with before (no device cookie for it), on an account that has signed in
   * before: the owner hears of it by mail, with a link that sets a new password (which ends every session). Rate-limited
   * per account; a limited notice is skipped, never the login.
   */
  async function noticeNewDevice(request: FastifyRequest, account: Account) {
    if (!(await signedInDevices.hasSignedInBefore(account.uid))) return;
    if (!(await rateLimiter.hit(`new-device-notice:${account.uid}`, newDeviceNoticeLimit))) return;
    const token = await singleUseTokens.issue('new-device-report', account.uid, passwordResetTtlSeconds);
    const login = { at: clock(), userAgent: request.headers['user-agent'] };
    mailer.enqueue(newDeviceMail(account, login, publicOrigin, token), (error) =>
      request.log.error({ err: error }, 'new-device notice failed'),
    );
  }

  return async function completeLogin(
    reply: FastifyReply,
    account: Account,
    market: MarketConfig,
    attempt: LoginAttempt,
    form: { sessionExpiration?: number; include?: string; includeUserInfo?: string },
  ) {
    const { request } = reply;
    const device = rememberDevice(reply, attempt, market, account.normalisedEmail, clock());
    if (!account.isVerified) {
      metrics.countLogin('pending_verification');
      // As CDC: the regToken lets accounts.resendVerificationCode send this account its link again.
      throw cdcError(cdcErrors.pendingVerification, undefined, {
        regToken: pendingVerificationToken(market.apiKey, account.uid, clock(), partnerSecret),
      });
    }
    if (device.isNew) await noticeNewDevice(request, account);
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
    const response = await loginResponse(account, market, lifetime, form, { deviceId: device.deviceId, request });
    metrics.countLogin('success');
    return response;
  };
}

export type LoginCompletion = ReturnType<typeof createLoginCompletion>;
