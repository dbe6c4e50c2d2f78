import { currentVersionOf, missingConsents, requiredConsentIds } from '../../accounts/consent-repository.ts';
import { hashPassword, verifyPassword } from '../../accounts/password-hasher.ts';
import { cdcError, cdcErrors, cdcOk } from '../../http/cdc-shape.ts';
import { jsonFieldAt, parseJsonFormField } from '../../http/json-form-field.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { recipientOfAccount } from '../../newsletter/newsletter-recipient.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import {
  cdcEmptyResponse,
  cdcResponses,
  identitySessionCookieName,
  loginRequestBody,
  loginSuccessResponse,
  logoutRequestBody,
  setAccountInfoRequestBody,
} from '@shopfront/api';
import { normaliseEmail } from '@shopfront/core';
import { deviceOfLogin, loginAttemptOf } from './device-cookie.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';
import { type LoginCompletion, type LoginResponse, pendingRegistration } from './login-response.ts';

export interface LoginRoutesOptions extends IdentityRouteOptions {
  readonly loginRateLimit: RateLimit;
  readonly loginResponse: LoginResponse;
  readonly completeLogin: LoginCompletion;
}

/**
 * `accounts.login` (lockout, 206001 for missing consents, 206002 for an unverified address), `accounts.setAccountInfo`
 * (the consent step that finishes a pending login, or a consent change of a session) and `accounts.logout`.
 */
export const loginRoutes: TypedPlugin<LoginRoutesOptions> = async (
  app,
  { marketOf, clock, loginRateLimit, loginResponse, completeLogin },
) => {
  const {
    accounts,
    consents,
    consentWriter,
    identitySessions: sessions,
    singleUseTokens,
    loginGuard,
    rateLimiter,
    metrics,
  } = app;

  // Unknown addresses are checked against this hash, so they cost the same time as known ones.
  const timingDecoyHash = await hashPassword('timing-decoy-password');

  app.post(
    '/accounts.login',
    { schema: { body: loginRequestBody, response: cdcResponses(loginSuccessResponse) } },
    async (request, reply) => {
      const form = request.body;
      const market = marketOf(request);
      if (!(await rateLimiter.hit(`login:ip:${request.ip}`, loginRateLimit))) {
        metrics.countLogin('rate_limited');
        throw cdcError(cdcErrors.rateLimited);
      }
      const email = normaliseEmail(form.loginID);
      const account = await accounts.findByEmail(market.country, email);
      const attempt = loginAttemptOf(request, market.country, email);
      // Exactly one hash verification on every path: a locked or unknown address takes as long as a wrong password.
      const passwordMatches = await verifyPassword(account?.passwordHash ?? timingDecoyHash, form.password);
      if (await loginGuard.isLocked(market.country, email, attempt)) {
        metrics.countLogin('locked');
        throw cdcError(cdcErrors.accountLocked, 'Login failed: account temporarily locked');
      }
      if (!account || !passwordMatches) {
        const locked = await loginGuard.recordFailure(market.country, email, attempt);
        metrics.countLogin(locked ? 'locked' : 'invalid_credentials');
        throw locked
          ? cdcError(cdcErrors.accountLocked, 'Login failed: account temporarily locked')
          : cdcError(cdcErrors.invalidLogin, 'Invalid loginID or password');
      }
      await loginGuard.recordSuccess(market.country, email, attempt);
      const response = await completeLogin(reply, account, market, attempt, form);
      return cdcOk(request, response);
    },
  );

  app.post(
    '/accounts.setAccountInfo',
    { schema: { body: setAccountInfoRequestBody, response: cdcResponses(loginSuccessResponse, cdcEmptyResponse) } },
    async (request, reply) => {
      const form = request.body;
      const market = marketOf(request);
      const preferences = parseJsonFormField(form.preferences, 'preferences');

      const pending = form.regToken ? await singleUseTokens.find('registration-completion', form.regToken) : undefined;
      const registration =
        pending?.payload.apiKey === market.apiKey ? { uid: pending.subject, ...pending.payload } : undefined;
      const sessionUid =
        !form.regToken && form.login_token ? await sessions.findUid(form.login_token, market.apiKey) : undefined;
      const uid = registration?.uid ?? sessionUid;
      if (!uid) {
        throw form.regToken
          ? cdcError(cdcErrors.invalidRegToken)
          : cdcError(cdcErrors.unauthorizedUser, 'A valid regToken or login_token is required');
      }
      const account = await accounts.findByUid(uid);
      if (!account) throw cdcError(cdcErrors.invalidRegToken);
      const changes = requiredConsentIds.flatMap((consentId) => {
        const granted = jsonFieldAt(preferences, consentId, 'isConsentGranted');
        return typeof granted === 'boolean'
          ? [
              {
                consentId,
                kind: 'preference' as const,
                isGranted: granted,
                docVersion: currentVersionOf(consentId, market.consentVersions),
              },
            ]
          : [];
      });
      await consentWriter.write({
        subject: recipientOfAccount(account),
        market,
        changes,
        channel: { locale: account.locale, market: market.country, channel: 'profile-completion', at: clock() },
        isAddressConfirmed: account.isVerified,
        log: request.log,
      });
      if (!registration || !form.regToken) return cdcOk(request, {});

      const missing = missingConsents(await consents.current(uid), market.consentVersions);
      if (missing.length > 0) throw pendingRegistration(uid, missing, form.regToken);
      // The pending registration is complete: finish the login it interrupted, as accounts.finalizeRegistration would.
      if (!(await singleUseTokens.consume('registration-completion', form.regToken)))
        throw cdcError(cdcErrors.invalidRegToken);
      const { deviceId } = deviceOfLogin(request, reply, account, market, clock());
      return cdcOk(
        request,
        await loginResponse(account, market, registration.sessionExpiration, form, { deviceId, request }),
      );
    },
  );

  app.post(
    '/accounts.logout',
    { schema: { body: logoutRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const form = request.body;
      const market = marketOf(request);
      const token = form.login_token ?? request.cookies[identitySessionCookieName(market.apiKey)];
      if (token) {
        const uid = await sessions.findUid(token, market.apiKey);
        if (uid && (!form.UID || form.UID === uid)) await sessions.delete(token);
      }
      return cdcOk(request, {});
    },
  );
};
