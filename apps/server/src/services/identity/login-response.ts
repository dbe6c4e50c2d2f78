import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identitySessionCookieName, missingConsentField } from '@shopfront/api';
import type { Account } from '../../accounts/account-repository.ts';
import { type RequiredConsentId, cdcPreferences } from '../../accounts/consent-repository.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors } from '../../http/cdc-shape.ts';
import { signUid } from '../../security/uid-signature.ts';

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
  app: Pick<FastifyInstance, 'consents' | 'identitySessions' | 'loginSignatureTimestamps' | 'signedInDevices'>,
  partnerSecret: string,
) {
  const { consents, identitySessions: sessions, loginSignatureTimestamps: signatureTimestamps, signedInDevices } = app;
  return async function loginResponse(
    account: Account,
    market: MarketConfig,
    lifetimeSeconds: number,
    form: { include?: string; includeUserInfo?: string },
    /** The browser that signs in (its device cookie's id) and the request it asked with. */
    device: { readonly deviceId: string; readonly request: FastifyRequest },
  ) {
    const include = listOf(form.include);
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
