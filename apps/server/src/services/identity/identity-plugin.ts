import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import { signUid } from '../../security/uid-signature.ts';
import { IdpSessionRepository, idpSessionCookieName } from '../../sessions/idp-session-repository.ts';
import { registerHealthRoute } from '../health.ts';
import { type Account, AccountRepository, normalizeEmail } from './account-repository.ts';
import { cdcErrors, sendCdcError, sendCdcOk } from './cdc-response.ts';
import {
  ConsentRepository,
  type RequiredConsentId,
  currentVersionOf,
  missingConsents,
  missingFieldOf,
  requiredConsentIds,
} from './consent-repository.ts';
import { LoginGuard } from './login-guard.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { RegistrationTokenRepository } from './registration-token-repository.ts';
import { PasswordResetTokenRepository } from './password-reset-token-repository.ts';
import { PasswordService } from './password-service.ts';
import { resetPasswordLink, resetPasswordMail } from './reset-password-mail.ts';

export interface IdentityPluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly partnerSecret: string;
  readonly clock: () => Date;
  readonly publicOrigin: string;
  readonly passwordResetTtlSeconds: number;
}

export const loginRateLimit = { limit: 60, windowSeconds: 60 } as const;
const lookupRateLimit = { limit: 60, windowSeconds: 60 } as const;
export const resetRateLimits = {
  perAddress: { limit: 5, windowSeconds: 60 * 60 },
  perIp: { limit: 20, windowSeconds: 60 * 60 },
} as const;
/** A second reset request within this time, while the first link still works, is refused (403100). */
export const resetRequestCooldownSeconds = 5 * 60;
const maxSessionSeconds = 60 * 60 * 24 * 365;

const stringField = { type: 'string', maxLength: 4096 } as const;

function formSchema(required: readonly string[], properties: Record<string, object>) {
  return {
    body: {
      type: 'object',
      properties: { apiKey: { type: 'string', maxLength: 200 }, httpStatusCodes: stringField, format: stringField, ...properties },
      required: ['apiKey', ...required],
    },
  } as const;
}

type Form = Record<string, string | undefined>;

function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

function parsePreferences(value: string | undefined): Record<string, { isConsentGranted?: unknown }> | undefined {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, { isConsentGranted?: unknown }>) : undefined;
  } catch {
    return undefined;
  }
}

/** Identity provider in the SAP Customer Data Cloud REST style: form-encoded POSTs carrying an apiKey. */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, options) => {
  const { database, markets, partnerSecret, clock } = options;
  const accounts = new AccountRepository(database);
  const consents = new ConsentRepository(database);
  const sessions = new IdpSessionRepository(database, clock);
  const registrations = new RegistrationTokenRepository(database, clock);
  const loginGuard = new LoginGuard(database, clock);
  const rateLimiter = new RateLimiter(database, clock);
  const resetTokens = new PasswordResetTokenRepository(database, clock);
  const passwords = new PasswordService(database);
  const marketsByApiKey = new Map([...markets.values()].map((market) => [market.apiKey, market]));
  // Unknown addresses are checked against this hash, so they cost the same time as known ones.
  const timingDecoyHash = await hashPassword('timing-decoy-password');

  app.setErrorHandler((error: { validation?: { params?: { missingProperty?: string } }[] }, request, reply) => {
    if (error.validation) {
      const missing = error.validation[0]?.params?.missingProperty;
      return missing
        ? sendCdcError(request, reply, cdcErrors.missingParameter, `Missing required parameter: ${missing}`)
        : sendCdcError(request, reply, cdcErrors.invalidParameter);
    }
    request.log.error({ err: error }, 'identity request failed');
    return sendCdcError(request, reply, cdcErrors.serverError);
  });

  registerHealthRoute(app, 'identity', database);

  function marketOf(request: FastifyRequest): MarketConfig | undefined {
    return marketsByApiKey.get((request.body as Form).apiKey ?? '');
  }

  function sessionLifetime(sessionExpiration: string | undefined, market: MarketConfig): number {
    const seconds = Number(sessionExpiration);
    return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, maxSessionSeconds) : market.cdcSessionDuration;
  }

  async function loginResponse(account: Account, market: MarketConfig, lifetimeSeconds: number, form: Form) {
    const include = listOf(form.include);
    const token = await sessions.create(account.uid, market.apiKey, lifetimeSeconds);
    const signatureTimestamp = String(Math.floor(clock().getTime() / 1000));
    const profile = { email: account.email, firstName: account.firstName, lastName: account.lastName, locale: account.locale };
    const preferences = include.includes('preferences')
      ? Object.fromEntries((await consents.list(account.uid)).map((consent) => [consent.consentId, {
          isConsentGranted: consent.isGranted,
          docVersion: consent.docVersion,
        }]))
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
      sessionInfo: { cookieName: idpSessionCookieName(market.apiKey), cookieValue: token, expires_in: String(lifetimeSeconds) },
    };
  }

  function pendingRegistrationExtra(uid: string, missing: RequiredConsentId[], regToken: string) {
    return { missingRequiredFields: missing.map(missingFieldOf), regToken, UID: uid };
  }

  app.post(
    '/accounts.login',
    { schema: formSchema(['loginID', 'password'], {
      loginID: stringField, password: stringField, sessionExpiration: stringField, include: stringField,
      includeUserInfo: stringField, targetEnv: stringField,
    }) },
    async (request, reply) => {
      const form = request.body as Form;
      const market = marketOf(request);
      if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);
      if (!(await rateLimiter.hit(`login:ip:${request.ip}`, loginRateLimit))) {
        return sendCdcError(request, reply, cdcErrors.rateLimited);
      }
      const loginId = form.loginID ?? '';
      const password = form.password ?? '';
      const account = await accounts.findByEmail(market.country, loginId);
      // Exactly one hash verification on every path: a locked or unknown address takes as long as a wrong password.
      const passwordMatches = await verifyPassword(account?.passwordHash ?? timingDecoyHash, password);
      if (await loginGuard.isLocked(market.country, loginId)) {
        return sendCdcError(request, reply, cdcErrors.accountLocked, 'Login failed: account temporarily locked');
      }
      if (!account || !passwordMatches) {
        const locked = await loginGuard.recordFailure(market.country, loginId);
        return locked
          ? sendCdcError(request, reply, cdcErrors.accountLocked, 'Login failed: account temporarily locked')
          : sendCdcError(request, reply, cdcErrors.invalidLogin, 'Invalid loginID or password');
      }
      await loginGuard.recordSuccess(market.country, loginId);
      const lifetime = sessionLifetime(form.sessionExpiration, market);
      const missing = missingConsents(await consents.list(account.uid), market.consentVersions);
      if (missing.length > 0) {
        const regToken = await registrations.create({ uid: account.uid, apiKey: market.apiKey, sessionExpiration: lifetime });
        return sendCdcError(request, reply, cdcErrors.pendingRegistration, 'Account Pending Registration',
          pendingRegistrationExtra(account.uid, missing, regToken));
      }
      return sendCdcOk(request, reply, await loginResponse(account, market, lifetime, form));
    },
  );

  app.post(
    '/accounts.setAccountInfo',
    { schema: formSchema([], { regToken: stringField, login_token: stringField, preferences: stringField, include: stringField }) },
    async (request, reply) => {
      const form = request.body as Form;
      const market = marketOf(request);
      if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);
      const preferences = parsePreferences(form.preferences);
      if (!preferences) return sendCdcError(request, reply, cdcErrors.invalidParameter, 'preferences must be a JSON object');

      const registration = form.regToken ? await registrations.find(form.regToken, market.apiKey) : undefined;
      const sessionUid = !form.regToken && form.login_token ? await sessions.findUid(form.login_token, market.apiKey) : undefined;
      const uid = registration?.uid ?? sessionUid;
      if (!uid) {
        return form.regToken
          ? sendCdcError(request, reply, cdcErrors.invalidRegToken)
          : sendCdcError(request, reply, cdcErrors.unauthorizedUser, 'A valid regToken or login_token is required');
      }
      for (const consentId of requiredConsentIds) {
        const granted = preferences[consentId]?.isConsentGranted;
        if (typeof granted === 'boolean') {
          await consents.grant(uid, consentId, currentVersionOf(consentId, market.consentVersions), granted);
        }
      }
      if (!registration || !form.regToken) return sendCdcOk(request, reply, {});

      const account = await accounts.findByUid(uid);
      if (!account) return sendCdcError(request, reply, cdcErrors.invalidRegToken);
      const missing = missingConsents(await consents.list(uid), market.consentVersions);
      if (missing.length > 0) {
        return sendCdcError(request, reply, cdcErrors.pendingRegistration, 'Account Pending Registration',
          pendingRegistrationExtra(uid, missing, form.regToken));
      }
      // The pending registration is complete: finish the login it interrupted, as accounts.finalizeRegistration would.
      await registrations.delete(form.regToken);
      return sendCdcOk(request, reply, await loginResponse(account, market, registration.sessionExpiration, form));
    },
  );

  app.post(
    '/accounts.logout',
    { schema: formSchema([], { UID: stringField, login_token: stringField }) },
    async (request, reply) => {
      const form = request.body as Form;
      const market = marketOf(request);
      if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);
      const token = form.login_token ?? request.cookies[idpSessionCookieName(market.apiKey)];
      if (token) {
        const uid = await sessions.findUid(token, market.apiKey);
        if (uid && (!form.UID || form.UID === uid)) await sessions.delete(token);
      }
      return sendCdcOk(request, reply, {});
    },
  );

  app.post(
    '/accounts.resetPassword',
    { schema: formSchema([], { loginID: stringField, email: stringField, passwordResetToken: stringField, newPassword: stringField, lang: stringField }) },
    async (request, reply) => {
      const form = request.body as Form;
      const market = marketOf(request);
      if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);

      if (form.passwordResetToken !== undefined) {
        if (!form.newPassword) return sendCdcError(request, reply, cdcErrors.missingParameter, 'Missing required parameter: newPassword');
        const uid = await resetTokens.findUid(form.passwordResetToken);
        const account = uid ? await accounts.findByUid(uid) : undefined;
        if (!account || account.market !== market.country) return sendCdcError(request, reply, cdcErrors.invalidResetToken);
        const result = await passwords.change(account, form.newPassword, market.passwordPolicy);
        if (result === 'too-weak') return sendCdcError(request, reply, cdcErrors.passwordPolicy, 'Password does not meet complexity requirements');
        if (result === 'used-before') return sendCdcError(request, reply, cdcErrors.passwordUsedBefore);
        return sendCdcOk(request, reply, {});
      }

      const address = form.email ?? form.loginID;
      if (!address) return sendCdcError(request, reply, cdcErrors.missingParameter, 'Missing required parameter: loginID');
      const withinLimits =
        (await rateLimiter.hit(`reset:ip:${request.ip}`, resetRateLimits.perIp)) &&
        (await rateLimiter.hit(`reset:address:${market.country}:${normalizeEmail(address)}`, resetRateLimits.perAddress));
      if (!withinLimits) return sendCdcError(request, reply, cdcErrors.rateLimited);
      const account = await accounts.findByEmail(market.country, address);
      // Known or not, the answer comes after the same database work; the e-mail itself is sent in the background.
      if (!account) return sendCdcError(request, reply, cdcErrors.unknownLoginId);
      if (await resetTokens.hasRecent(account.uid, resetRequestCooldownSeconds)) {
        return sendCdcError(request, reply, cdcErrors.passwordUpdatePending);
      }
      const token = await resetTokens.issue(account.uid, options.passwordResetTtlSeconds);
      const link = resetPasswordLink(account, options.publicOrigin, token);
      app.mailer.enqueue(resetPasswordMail(account, link, options.passwordResetTtlSeconds), (error) =>
        request.log.error({ err: error }, 'password reset e-mail failed'),
      );
      return sendCdcOk(request, reply, {});
    },
  );

  app.post('/accounts.getPolicies', { schema: formSchema([], { sections: stringField, filter: stringField }) }, async (request, reply) => {
    const market = marketOf(request);
    if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);
    return sendCdcOk(request, reply, {
      passwordComplexity: { ...market.passwordPolicy },
      accountOptions: { loginIdentifiers: 'email', sendWelcomeEmail: false },
    });
  });

  app.post('/accounts.isAvailableLoginID', { schema: formSchema(['loginID'], { loginID: stringField }) }, async (request, reply) => {
    const market = marketOf(request);
    if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);
    if (!(await rateLimiter.hit(`lookup:ip:${request.ip}`, lookupRateLimit))) return sendCdcError(request, reply, cdcErrors.rateLimited);
    return sendCdcOk(request, reply, { isAvailable: !(await accounts.isEmailTaken(market.country, (request.body as Form).loginID ?? '')) });
  });

  app.post('/accounts.getSchema', { schema: formSchema([], {}) }, async (request, reply) => {
    const market = marketOf(request);
    if (!market) return sendCdcError(request, reply, cdcErrors.invalidApiKey);
    const consent = (required: boolean, currentDocVersion?: string) => ({ type: 'consent', required, ...(currentDocVersion ? { currentDocVersion } : {}) });
    return sendCdcOk(request, reply, {
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
