import { randomUUID } from 'node:crypto';
import {
  cdcEmptyResponse,
  cdcResponses,
  emailChangedResponse,
  initRegistrationRequestBody,
  loginSuccessResponse,
  registerRequestBody,
  registrationStartedResponse,
  resendVerificationRequestBody,
  verificationTokenRequestBody,
} from '@shopfront/api';
import {
  type ConsentId,
  type NormalisedEmail,
  PasswordStrength,
  consentKey,
  isValidEmail,
  normaliseEmail,
  passwordStrength,
  personalisationConsentIds,
  trimEmail,
} from '@shopfront/core';
import { isCommonPassword } from '@shopfront/core/server';
import type { RateLimits } from '../../config/app-config.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import type { Account } from '../../accounts/account-repository.ts';
import {
  type ConsentChange,
  declarationGrants,
  documentVersionOf,
  requiredConsentIds,
} from '../../accounts/consent-repository.ts';
import { hashPassword } from '../../accounts/password-hasher.ts';
import {
  registrationAttemptMail,
  registrationVerificationMail,
  verificationLink,
  verificationLinkLifetimeSeconds,
} from '../../accounts/verification-mails.ts';
import { cdcError, cdcErrors, cdcOk, passwordRefused, validationError } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { type JsonObject, jsonFieldAt, parseJsonFormField } from '../../http/json-form-field.ts';
import { recipientOfAccount } from '../../newsletter/newsletter-recipient.ts';
import { deviceOfLogin } from './device-cookie.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';
import type { LoginResponse } from './login-response.ts';
import { isRegistrationStarted, startRegistration, uidOfPendingVerification } from './registration-token.ts';

export interface RegistrationRoutesOptions extends IdentityRouteOptions {
  readonly rateLimits: Pick<RateLimits, 'registrationPerIp' | 'registrationPerAddress'>;
  readonly partnerSecret: string;
  readonly publicOrigin: string;
  /** The identity provider's answer to a login: a verified registration logs the visitor in. */
  readonly loginResponse: LoginResponse;
}

/** A fresh verification link at most once a minute per account. */
const resendCooldownSeconds = 60;

function grantOf(preferences: JsonObject, id: ConsentId): boolean {
  return jsonFieldAt(preferences, id, 'isConsentGranted') === true;
}

function nameOf(profile: JsonObject, field: 'firstName' | 'lastName'): string {
  const value = profile[field];
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > 100)
    throw validationError(`profile.${field}`, `${field} must be text of at most 100 characters`);
  return value.trim();
}

/**
 * Registration in CDC style (docs/rules.md e-mail verification, account existence): `accounts.initRegistration`,
 * `accounts.register` (pending until the mailed link is opened: 206002), `accounts.resendVerificationCode`,
 * `accounts.verifyEmail` (a registration or a new address) and `accounts.cancelEmailChange`. Registering an address
 * that has an account answers exactly as a new one; its owner gets a notice instead of a link.
 */
export const registrationRoutes: TypedPlugin<RegistrationRoutesOptions> = async (app, options) => {
  const { clock, rateLimits, partnerSecret, publicOrigin, marketOf, loginResponse } = options;
  const { database, accounts, consentWriter, pendingEmailChanges, singleUseTokens, rateLimiter } = app;
  const mailFailed = (error: unknown) => app.log.error({ err: error }, 'registration e-mail failed');

  /** Issues a new verification token and mails its link to the account, in the background. */
  async function mailVerificationLink(account: Account) {
    const token = await singleUseTokens.issue(
      'registration-verification',
      account.uid,
      verificationLinkLifetimeSeconds,
    );
    app.mailer.enqueue(
      registrationVerificationMail(account, verificationLink(account, token, publicOrigin)),
      mailFailed,
    );
  }

  async function withinLimits(
    ip: string,
    market: MarketConfig,
    email: NormalisedEmail,
    action: string,
  ): Promise<boolean> {
    return (
      (await rateLimiter.hit(`${action}:ip:${ip}`, rateLimits.registrationPerIp)) &&
      (await rateLimiter.hit(`${action}:address:${market.country}:${email}`, rateLimits.registrationPerAddress))
    );
  }

  /** The account a pending-verification regToken (a refused login's) names in this market. */
  async function accountOfPendingVerification(regToken: string, market: MarketConfig): Promise<Account | undefined> {
    const uid = uidOfPendingVerification(regToken, market.apiKey, clock(), partnerSecret);
    const account = uid === undefined ? undefined : await accounts.findByUid(uid);
    return account?.market === market.country ? account : undefined;
  }

  app.post(
    '/accounts.initRegistration',
    { schema: { body: initRegistrationRequestBody, response: cdcResponses(registrationStartedResponse) } },
    async (request) => {
      const market = marketOf(request);
      return cdcOk(request, { regToken: startRegistration(market.apiKey, clock(), partnerSecret) });
    },
  );

  app.post(
    '/accounts.register',
    { schema: { body: registerRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const market = marketOf(request);
      const form = request.body;
      if (!isRegistrationStarted(form.regToken, market.apiKey, clock(), partnerSecret))
        throw cdcError(cdcErrors.invalidRegToken);
      const email = trimEmail(form.email);
      if (!isValidEmail(email)) throw validationError('email', 'E-Mail not valid!');
      if (!(market.locales as readonly string[]).includes(form.lang))
        throw cdcError(cdcErrors.invalidParameter, `lang is not a language of market ${market.country}`);
      if (passwordStrength(form.password, market.passwordPolicy) <= PasswordStrength.TooWeak)
        throw passwordRefused('too-weak');
      if (isCommonPassword(form.password)) throw passwordRefused('too-common');
      const profile = parseJsonFormField(form.profile, 'profile');
      const preferences = parseJsonFormField(form.preferences, 'preferences');
      const subscriptions = parseJsonFormField(form.subscriptions, 'subscriptions');
      const data = parseJsonFormField(form.data, 'data');
      const firstName = nameOf(profile, 'firstName');
      const lastName = nameOf(profile, 'lastName');
      for (const required of requiredConsentIds) {
        if (!grantOf(preferences, required))
          throw validationError(`preferences.${required}.isConsentGranted`, 'This consent is required');
      }
      const marketingGranted = grantOf(preferences, consentKey.personalisedGeneral);
      if (marketingGranted && market.requiresUsResidency && !(data.isUsResident === true && data.isAdult === true)) {
        throw validationError('data.isUsResident', 'The US consent needs US residency and an age of 18 or over');
      }
      const normalisedEmail = normaliseEmail(email);
      if (!(await withinLimits(request.ip, market, normalisedEmail, 'register'))) throw cdcError(cdcErrors.rateLimited);

      // The same work and the same answer whether or not the address is taken.
      const passwordHash = await hashPassword(form.password);
      const owner = await accounts.findByEmail(market.country, normalisedEmail);
      if (owner) {
        app.mailer.enqueue(registrationAttemptMail(owner, publicOrigin), mailFailed);
        throw cdcError(cdcErrors.pendingVerification);
      }
      if (await accounts.isEmailTaken(market.country, normalisedEmail)) throw cdcError(cdcErrors.pendingVerification);

      const account: Account = {
        uid: randomUUID(),
        market: market.country,
        email,
        normalisedEmail,
        passwordHash,
        firstName,
        lastName,
        locale: form.lang,
        clubMember: false,
        isVerified: false,
      };
      if (!(await accounts.createIfAbsent(account))) throw cdcError(cdcErrors.pendingVerification);
      const version = (consentId: ConsentId) => documentVersionOf(consentId, market.consentVersions);
      const subscribed = jsonFieldAt(subscriptions, consentKey.newsletter, 'email', 'isSubscribed') === true;
      const changes: ConsentChange[] = [
        ...requiredConsentIds.map((consentId) => ({
          consentId,
          kind: 'preference' as const,
          isGranted: true,
          docVersion: version(consentId),
        })),
        ...personalisationConsentIds
          .filter((consentId) => grantOf(preferences, consentId))
          .map((consentId) => ({
            consentId,
            kind: 'preference' as const,
            isGranted: true,
            docVersion: version(consentId),
          })),
        ...(subscribed
          ? [
              {
                consentId: consentKey.newsletter,
                kind: 'subscription' as const,
                isGranted: true,
                docVersion: version(consentKey.newsletter),
              },
            ]
          : []),
        ...(marketingGranted && market.requiresUsResidency ? declarationGrants(market.consentVersions) : []),
      ];
      await consentWriter.write({
        subject: recipientOfAccount(account),
        market,
        changes,
        channel: { locale: form.lang, market: market.country, channel: 'registration', at: clock() },
        isAddressConfirmed: false,
        log: request.log,
      });
      await mailVerificationLink(account);
      throw cdcError(cdcErrors.pendingVerification);
    },
  );

  /**
   * The link again, for the account named by the regToken of its refused login (206002, as CDC does) or by its
   * address (the registration form's "send again"). Rate-limited like a registration, at most one link a minute,
   * and the same answer whether or not a mail goes out; an address names nothing it did not already.
   */
  app.post(
    '/accounts.resendVerificationCode',
    { schema: { body: resendVerificationRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const market = marketOf(request);
      const { regToken } = request.body;
      const named = regToken === undefined ? undefined : await accountOfPendingVerification(regToken, market);
      if (regToken !== undefined && !named) throw cdcError(cdcErrors.invalidRegToken);
      const typed = named?.email ?? request.body.email ?? request.body.loginID;
      if (!typed) throw cdcError(cdcErrors.missingParameter, 'Missing required parameter: email');
      const address = named?.normalisedEmail ?? normaliseEmail(typed);
      if (!(await withinLimits(request.ip, market, address, 'resend-verification')))
        throw cdcError(cdcErrors.rateLimited);
      const account = named ?? (await accounts.findByEmail(market.country, address));
      if (
        account &&
        !account.isVerified &&
        !(await singleUseTokens.issuedWithin('registration-verification', account.uid, resendCooldownSeconds))
      ) {
        await mailVerificationLink(account);
      }
      return cdcOk(request, {});
    },
  );

  /** The mailed link of a registration (verifies and logs in) or of a new address (the login changes, access ends). */
  app.post(
    '/accounts.verifyEmail',
    {
      schema: {
        body: verificationTokenRequestBody,
        response: cdcResponses(emailChangedResponse, loginSuccessResponse),
      },
    },
    async (request, reply) => {
      const market = marketOf(request);
      // A link verifies a registration or a new address; a token has one purpose, so at most one of these finds it.
      const registration = await singleUseTokens.consume('registration-verification', request.body.token);
      const emailChange = registration
        ? undefined
        : await singleUseTokens.consume('email-change-verification', request.body.token);
      const verification = registration ?? emailChange;
      const account = verification && (await accounts.findByUid(verification.subject));
      if (!verification || !account || account.market !== market.country)
        throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired verification link');

      if (emailChange) {
        const change = await pendingEmailChanges.pendingChangeOf(account.uid);
        if (!change) throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired verification link');
        const owner = await accounts.findByEmail(market.country, change.normalisedNewEmail);
        if (owner && owner.uid !== account.uid) throw cdcError(cdcErrors.emailExists);
        await database.transaction((transaction) => pendingEmailChanges.completeChange(transaction, change));
        return cdcOk(request, { UID: account.uid, emailChanged: true, email: change.newEmail });
      }

      await accounts.markVerified(account.uid, clock());
      const verified = { ...account, isVerified: true };
      await consentWriter.welcomeConfirmedAddress(recipientOfAccount(verified), market, request.log);
      const { deviceId } = deviceOfLogin(request, reply, verified, market, clock());
      return cdcOk(
        request,
        await loginResponse(
          verified,
          market,
          market.cdcSessionDuration,
          { include: 'preferences' },
          { deviceId, request },
        ),
      );
    },
  );

  app.post(
    '/accounts.cancelEmailChange',
    { schema: { body: verificationTokenRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const market = marketOf(request);
      const cancellation = await singleUseTokens.consume('email-change-cancel', request.body.token);
      const account = cancellation && (await accounts.findByUid(cancellation.subject));
      if (!cancellation || !account || account.market !== market.country)
        throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired link');
      await pendingEmailChanges.cancelChange(account.uid);
      return cdcOk(request, {});
    },
  );
};
