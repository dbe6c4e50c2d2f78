import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { RateLimits } from '../../config/app-config.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { type Account, normalizeEmail } from '../../accounts/account-repository.ts';
import {
  cdcPreferences,
  type RequiredConsentId,
  currentVersionOf,
  missingConsents,
  requiredConsentIds,
} from '../../accounts/consent-repository.ts';
import { hashPassword, verifyPassword } from '../../accounts/password-hasher.ts';
import type { PasswordChangeResult } from '../../accounts/password-service.ts';
import { boundedInteger } from '../../http/bounded-integer.ts';
import { cdcError, cdcErrors, cdcOk, cdcShape, passwordRefused } from '../../http/cdc-shape.ts';
import { fieldOf } from '../../http/request-fields.ts';
import { type TypedPlugin, requestContext } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { signUid } from '../../security/uid-signature.ts';
import { identitySessionCookieName, missingConsentField } from '@shopfront/api';
import { findNewsletterRecipient } from '../../newsletter/newsletter-recipient.ts';
import { registerHealthRoute } from '../health.ts';
import { loginAttemptOf, rememberDevice } from './device-cookie.ts';
import { parseJsonFormField } from './json-form-field.ts';
import { pendingVerificationToken } from './registration-token.ts';
import { registrationRoutes } from './registration-routes.ts';
import { resetPasswordLink, resetPasswordMail } from './reset-password-mail.ts';

export interface IdentityPluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly partnerSecret: string;
  readonly clock: () => Date;
  readonly publicOrigin: string;
  readonly passwordResetTtlSeconds: number;
  readonly rateLimits: RateLimits;
}

/** A second reset request within this time, while the first link still works, is refused (403100). */
export const resetRequestCooldownSeconds = 5 * 60;
const maxSessionSeconds = 60 * 60 * 24 * 365;

const stringField = { type: 'string', maxLength: 4096 } as const;
const commonFields = { apiKey: { type: 'string', maxLength: 200 }, httpStatusCodes: stringField, format: stringField } as const;

const loginBody = {
  type: 'object',
  properties: {
    ...commonFields, loginID: stringField, password: stringField, sessionExpiration: boundedInteger(-2, 2_147_483_647), include: stringField,
    includeUserInfo: stringField, targetEnv: stringField,
  },
  required: ['apiKey', 'loginID', 'password'],
} as const;

const setAccountInfoBody = {
  type: 'object',
  properties: { ...commonFields, regToken: stringField, login_token: stringField, preferences: stringField, include: stringField },
  required: ['apiKey'],
} as const;

const logoutBody = {
  type: 'object',
  properties: { ...commonFields, UID: stringField, login_token: stringField },
  required: ['apiKey'],
} as const;

const resetPasswordBody = {
  type: 'object',
  properties: { ...commonFields, loginID: stringField, email: stringField, passwordResetToken: stringField, newPassword: stringField, lang: stringField },
  required: ['apiKey'],
} as const;

/**
 * accounts.unsubscribe, from the unsubscribe page (form fields) or a mail client's RFC 8058 one-click POST (the link's
 * fields in the query, `List-Unsubscribe=One-Click` as the body).
 */
const unsubscribeFields = {
  apiKey: { type: 'string', maxLength: 200 },
  channelToken: { type: 'string', minLength: 1, maxLength: 200 },
  subscriptionID: { type: 'string', enum: ['newsletter', 'loyaltyNewsletter'] },
} as const;
const unsubscribeBody = {
  type: 'object',
  properties: { ...commonFields, ...unsubscribeFields, 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
} as const;
const unsubscribeQuery = { type: 'object', properties: { ...unsubscribeFields, httpStatusCodes: stringField } } as const;

const getPoliciesBody = {
  type: 'object',
  properties: { ...commonFields, sections: stringField, filter: stringField },
  required: ['apiKey'],
} as const;

const isAvailableLoginIdBody = {
  type: 'object',
  properties: { ...commonFields, loginID: stringField },
  required: ['apiKey', 'loginID'],
} as const;

const getSchemaBody = { type: 'object', properties: commonFields, required: ['apiKey'] } as const;

function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

function passwordChangeError(result: Exclude<PasswordChangeResult, 'changed'>) {
  return result === 'used-before' ? cdcError(cdcErrors.passwordUsedBefore) : passwordRefused(result);
}

/** Identity provider in the SAP Customer Data Cloud REST style: form-encoded POSTs carrying an apiKey. */
export const identityPlugin: TypedPlugin<IdentityPluginOptions> = async (app, options) => {
  const { database, markets, partnerSecret, clock } = options;
  const { rateLimits } = options;
  const { accounts, consents, identitySessions: sessions, registrationTokens: registrations, loginGuard, rateLimiter } = app;
  const { passwordResetTokens: resetTokens, passwords, unsubscribeTokens, loginSignatureTimestamps: signatureTimestamps } = app;
  const marketsByApiKey = new Map([...markets.values()].map((market) => [market.apiKey, market]));
  const marketOf = requestContext<MarketConfig>(app, 'the market of the apiKey');
  // Unknown addresses are checked against this hash, so they cost the same time as known ones.
  const timingDecoyHash = await hashPassword('timing-decoy-password');

  answerErrorsIn(app, cdcShape);
  registerHealthRoute(app, 'identity', database);

  // Every CDC method names its market by apiKey: resolved once here, after the body's schema is checked.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.method !== 'POST') return;
    const apiKey = fieldOf(request.body, 'apiKey') ?? fieldOf(request.query, 'apiKey');
    const market = typeof apiKey === 'string' ? marketsByApiKey.get(apiKey) : undefined;
    if (!market) throw cdcError(cdcErrors.invalidApiKey);
    marketOf.set(request, market);
  });

  function sessionLifetime(seconds: number | undefined, market: MarketConfig): number {
    return seconds !== undefined && seconds > 0 ? Math.min(seconds, maxSessionSeconds) : market.cdcSessionDuration;
  }

  async function loginResponse(account: Account, market: MarketConfig, lifetimeSeconds: number, form: { include?: string; includeUserInfo?: string }) {
    const include = listOf(form.include);
    const signatureTimestamp = await signatureTimestamps.next(account.uid);
    if (!signatureTimestamp) throw cdcError(cdcErrors.rateLimited);
    const token = await sessions.create(account.uid, market.apiKey, lifetimeSeconds);
    const profile = { email: account.email, firstName: account.firstName, lastName: account.lastName, locale: account.locale };
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
      sessionInfo: { cookieName: identitySessionCookieName(market.apiKey), cookieValue: token, expires_in: String(lifetimeSeconds) },
    };
  }

  function pendingRegistration(uid: string, missing: RequiredConsentId[], regToken: string) {
    return cdcError(cdcErrors.pendingRegistration, 'Account Pending Registration', {
      missingRequiredFields: missing.map(missingConsentField),
      regToken,
      UID: uid,
    });
  }

  await app.register(registrationRoutes, { clock, rateLimits, partnerSecret, publicOrigin: options.publicOrigin, marketOf, loginResponse });

  app.post('/accounts.login', { schema: { body: loginBody } }, async (request, reply) => {
    const form = request.body;
    const market = marketOf.get(request);
    if (!(await rateLimiter.hit(`login:ip:${request.ip}`, rateLimits.login))) throw cdcError(cdcErrors.rateLimited);
    const account = await accounts.findByEmail(market.country, form.loginID);
    const attempt = loginAttemptOf(request, market.country, form.loginID);
    // Exactly one hash verification on every path: a locked or unknown address takes as long as a wrong password.
    const passwordMatches = await verifyPassword(account?.passwordHash ?? timingDecoyHash, form.password);
    if (await loginGuard.isLocked(market.country, form.loginID, attempt)) {
      throw cdcError(cdcErrors.accountLocked, 'Login failed: account temporarily locked');
    }
    if (!account || !passwordMatches) {
      const locked = await loginGuard.recordFailure(market.country, form.loginID, attempt);
      throw locked
        ? cdcError(cdcErrors.accountLocked, 'Login failed: account temporarily locked')
        : cdcError(cdcErrors.invalidLogin, 'Invalid loginID or password');
    }
    await loginGuard.recordSuccess(market.country, form.loginID, attempt);
    rememberDevice(reply, attempt, market, form.loginID, clock());
    if (!account.isVerified) {
      // As CDC: the regToken lets accounts.resendVerificationCode send this account its link again.
      throw cdcError(cdcErrors.pendingVerification, undefined, { regToken: pendingVerificationToken(market.apiKey, account.uid, clock(), partnerSecret) });
    }
    const lifetime = sessionLifetime(form.sessionExpiration, market);
    const missing = missingConsents(await consents.current(account.uid), market.consentVersions);
    if (missing.length > 0) {
      const regToken = await registrations.create({ uid: account.uid, apiKey: market.apiKey, sessionExpiration: lifetime });
      throw pendingRegistration(account.uid, missing, regToken);
    }
    return cdcOk(request, await loginResponse(account, market, lifetime, form));
  });

  app.post('/accounts.setAccountInfo', { schema: { body: setAccountInfoBody } }, async (request) => {
    const form = request.body;
    const market = marketOf.get(request);
    const preferences = parseJsonFormField(form.preferences, 'preferences');

    const registration = form.regToken ? await registrations.find(form.regToken, market.apiKey) : undefined;
    const sessionUid = !form.regToken && form.login_token ? await sessions.findUid(form.login_token, market.apiKey) : undefined;
    const uid = registration?.uid ?? sessionUid;
    if (!uid) {
      throw form.regToken
        ? cdcError(cdcErrors.invalidRegToken)
        : cdcError(cdcErrors.unauthorizedUser, 'A valid regToken or login_token is required');
    }
    const account = await accounts.findByUid(uid);
    if (!account) throw cdcError(cdcErrors.invalidRegToken);
    const changes = requiredConsentIds.flatMap((consentId) => {
      const granted = fieldOf(preferences[consentId], 'isConsentGranted');
      return typeof granted === 'boolean'
        ? [{ consentId, kind: 'preference' as const, isGranted: granted, docVersion: currentVersionOf(consentId, market.consentVersions) }]
        : [];
    });
    await consents.record(uid, changes, { locale: account.locale, market: market.country, channel: 'profile-completion', at: clock() });
    if (!registration || !form.regToken) return cdcOk(request, {});

    const missing = missingConsents(await consents.current(uid), market.consentVersions);
    if (missing.length > 0) throw pendingRegistration(uid, missing, form.regToken);
    // The pending registration is complete: finish the login it interrupted, as accounts.finalizeRegistration would.
    await registrations.delete(form.regToken);
    return cdcOk(request, await loginResponse(account, market, registration.sessionExpiration, form));
  });

  app.post('/accounts.logout', { schema: { body: logoutBody } }, async (request) => {
    const form = request.body;
    const market = marketOf.get(request);
    const token = form.login_token ?? request.cookies[identitySessionCookieName(market.apiKey)];
    if (token) {
      const uid = await sessions.findUid(token, market.apiKey);
      if (uid && (!form.UID || form.UID === uid)) await sessions.delete(token);
    }
    return cdcOk(request, {});
  });

  app.post('/accounts.resetPassword', { schema: { body: resetPasswordBody } }, async (request) => {
    const form = request.body;
    const market = marketOf.get(request);

    if (form.passwordResetToken !== undefined) {
      if (!form.newPassword) throw cdcError(cdcErrors.missingParameter, 'Missing required parameter: newPassword');
      const uid = await resetTokens.findUid(form.passwordResetToken);
      const account = uid ? await accounts.findByUid(uid) : undefined;
      if (!account || account.market !== market.country) throw cdcError(cdcErrors.invalidResetToken);
      const result = await passwords.change(account, form.newPassword, market.passwordPolicy);
      if (result !== 'changed') throw passwordChangeError(result);
      return cdcOk(request, {});
    }

    const address = form.email ?? form.loginID;
    if (!address) throw cdcError(cdcErrors.missingParameter, 'Missing required parameter: loginID');
    const withinLimits =
      (await rateLimiter.hit(`reset:ip:${request.ip}`, rateLimits.resetPerIp)) &&
      (await rateLimiter.hit(`reset:address:${market.country}:${normalizeEmail(address)}`, rateLimits.resetPerAddress));
    if (!withinLimits) throw cdcError(cdcErrors.rateLimited);
    const account = await accounts.findByEmail(market.country, address);
    // Known or not, the answer comes after the same database work; the e-mail itself is sent in the background.
    if (!account) throw cdcError(cdcErrors.unknownLoginId);
    if (await resetTokens.hasRecent(account.uid, resetRequestCooldownSeconds)) throw cdcError(cdcErrors.passwordUpdatePending);
    const token = await resetTokens.issue(account.uid, options.passwordResetTtlSeconds);
    const link = resetPasswordLink(account, options.publicOrigin, token);
    app.mailer.enqueue(resetPasswordMail(account, link, options.passwordResetTtlSeconds), (error) =>
      request.log.error({ err: error }, 'password reset e-mail failed'),
    );
    return cdcOk(request, {});
  });

  app.post('/accounts.unsubscribe', { schema: { body: unsubscribeBody, querystring: unsubscribeQuery } }, async (request) => {
    const market = marketOf.get(request);
    const channelToken = request.body?.channelToken ?? request.query.channelToken;
    const subscriptionId = request.body?.subscriptionID ?? request.query.subscriptionID;
    if (!channelToken || !subscriptionId) {
      throw cdcError(cdcErrors.missingParameter, `Missing required parameter: ${channelToken ? 'subscriptionID' : 'channelToken'}`);
    }
    const target = await unsubscribeTokens.consume(channelToken, subscriptionId);
    const subscriber = target && (await findNewsletterRecipient(app, target.uid));
    if (!subscriber || subscriber.market !== market.country) throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired channelToken');
    await consents.record(
      subscriber.uid,
      [{ consentId: subscriptionId, kind: 'subscription', isGranted: false, docVersion: market.consentVersions.marketing }],
      { locale: subscriber.locale, market: market.country, channel: 'email-unsubscribe', at: clock() },
    );
    return cdcOk(request, {});
  });

  app.post('/accounts.getPolicies', { schema: { body: getPoliciesBody } }, async (request) => {
    const market = marketOf.get(request);
    return cdcOk(request, {
      passwordComplexity: { ...market.passwordPolicy },
      accountOptions: { loginIdentifiers: 'email', sendWelcomeEmail: false },
    });
  });

  app.post('/accounts.isAvailableLoginID', { schema: { body: isAvailableLoginIdBody } }, async (request) => {
    const market = marketOf.get(request);
    if (!(await rateLimiter.hit(`lookup:ip:${request.ip}`, rateLimits.lookup))) throw cdcError(cdcErrors.rateLimited);
    return cdcOk(request, { isAvailable: !(await accounts.isEmailTaken(market.country, request.body.loginID)) });
  });

  app.post('/accounts.getSchema', { schema: { body: getSchemaBody } }, async (request) => {
    const market = marketOf.get(request);
    const consent = (required: boolean, currentDocVersion?: string) => ({ type: 'consent', required, ...(currentDocVersion ? { currentDocVersion } : {}) });
    return cdcOk(request, {
      profileSchema: {
        fields: {
          email: { type: 'string', required: true, format: 'email' },
          firstName: { type: 'string', required: false },
          lastName: { type: 'string', required: false },
        },
      },
      dataSchema: { fields: { clubMember: { type: 'boolean', required: false } } },
      preferencesSchema: {
        fields: {
          'terms-statement': consent(true, market.consentVersions.terms),
          'privacy-statement': consent(true, market.consentVersions.privacy),
          'personalised-general': consent(false),
          'personalised-tracking': consent(false),
          'personalised-IoT': consent(false),
        },
      },
    });
  });
};
