import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  consentHistoryRoute,
  getAccountInfoRoute,
  marketingRecordRoute,
  setAccountInfoRoute,
  setFullAccountInfoRoute,
} from '@shopfront/api';
import {
  type ConsentId,
  type MarketingConsentFlags,
  type MarketingConsentMode,
  type MarketingConsentRecord,
  marketingConsentFlags,
  marketingConsentRecord,
  marketingRecordProblem,
  consentKey,
  isConsentId,
  personalisationConsentIds,
} from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import type { Account } from '../../accounts/account-repository.ts';
import {
  type ConsentChange,
  type ConsentChannel,
  type ConsentState,
  cdcPreferences,
  cdcSubscriptions,
  declarationGrants,
  documentVersionOf,
} from '../../accounts/consent-repository.ts';
import { verifyPassword } from '../../accounts/password-hasher.ts';
import { cdcError, cdcErrors, sapOk, passwordRefused, sapShape, validationError } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { recipientOfAccount } from '../../newsletter/newsletter-recipient.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { experienceSessionCookieName } from '../../sessions/experience-session-repository.ts';
import { type SignedInCustomer, signedInCustomerHook } from '../../sessions/signed-in-customer.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';

export interface AccountRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
  readonly cookieDomain: string;
  /** Guesses of the current password are limited like logins. */
  readonly changePasswordRateLimit: RateLimit;
}

function marketingModeOf(market: MarketConfig): MarketingConsentMode {
  return { hasSingleConsent: market.features.singleConsent, levelOneOnly: market.levelOneOnly };
}

function flagsOf(states: readonly ConsentState[]): MarketingConsentFlags {
  const granted = (id: ConsentId) => states.some((state) => state.consentId === id && state.isGranted);
  const { newsletter, personalisedGeneral, personalisedTracking, personalisedIoT, terms } = consentKey;
  return {
    [newsletter]: granted(newsletter),
    [personalisedGeneral]: granted(personalisedGeneral),
    [personalisedTracking]: granted(personalisedTracking),
    [personalisedIoT]: granted(personalisedIoT),
    [terms]: granted(terms),
  };
}

function recordOf(states: readonly ConsentState[], market: MarketConfig): MarketingConsentRecord {
  return marketingConsentRecord(flagsOf(states), marketingModeOf(market));
}

/**
 * The signed-in customer's account at the identity provider, through the experience API (docs/account-widget.md §7):
 * CDC getAccountInfo and setAccountInfo, the marketing consent record (`newsletter-preferences/…`) and the consent
 * history. Every route acts for the customer of the experience session; errors are `sap_<code>`.
 */
export const accountRoutes: TypedPlugin<AccountRoutesOptions> = async (app, options) => {
  const { markets, clock, cookieDomain, changePasswordRateLimit } = options;
  const { accounts, consents, passwords, rateLimiter, consentWriter } = app;
  const { require: requireCustomer, customerOf } = signedInCustomerHook(app, {
    markets,
    refusal: () => cdcError(cdcErrors.noSession),
  });

  /** A change in one of the customer's dialogs or the dashboard: the session's account has a confirmed address. */
  function recordConsents(
    request: FastifyRequest,
    { account, market }: SignedInCustomer,
    changes: readonly ConsentChange[],
    channel: ConsentChannel,
  ) {
    return consentWriter.write({
      subject: recipientOfAccount(account),
      market,
      changes,
      channel,
      isAddressConfirmed: true,
      log: request.log,
    });
  }

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  /** The marketing record names its account: it must be the session's own. */
  function requireOwnUid(request: FastifyRequest, requested: string) {
    if (requested !== customerOf(request).account.uid)
      throw cdcError(cdcErrors.unauthorizedUser, 'The uid is not the signed-in customer');
  }

  function localeOf(market: MarketConfig, account: Account, lang: string | undefined): string {
    if (lang === undefined) return account.locale;
    if (!(market.locales as readonly string[]).includes(lang))
      throw cdcError(cdcErrors.invalidParameter, `lang is not a language of market ${market.country}`);
    return lang;
  }

  async function changePassword(
    request: FastifyRequest,
    reply: FastifyReply,
    { account, market }: SignedInCustomer,
    password: string,
    newPassword: string,
  ) {
    if (!(await rateLimiter.hit(`change-password:${account.uid}`, changePasswordRateLimit)))
      throw cdcError(cdcErrors.rateLimited);
    if (!(await verifyPassword(account.passwordHash, password))) throw cdcError(cdcErrors.invalidLogin);
    const result = await passwords.change(account, newPassword, market.passwordPolicy);
    if (result === 'used-before') throw cdcError(cdcErrors.passwordUsedBefore);
    if (result !== 'changed') throw passwordRefused(result);
    reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
    return sapOk(request, {});
  }

  app.post(
    '/cdc/accounts.getAccountInfo',
    { schema: getAccountInfoRoute, preHandler: requireCustomer },
    async (request) => {
      const { account } = customerOf(request);
      const include = new Set((request.body.include ?? 'profile,data').split(',').map((item) => item.trim()));
      const states =
        include.has('preferences') || include.has('subscriptions') ? await consents.current(account.uid) : [];
      const birthDate = include.has('profile') ? await accounts.birthDateOf(account.uid) : undefined;
      return sapOk(request, {
        UID: account.uid,
        ...(include.has('profile')
          ? {
              profile: {
                email: account.email,
                firstName: account.firstName,
                lastName: account.lastName,
                locale: account.locale,
                ...(birthDate
                  ? { birthDay: birthDate.day, birthMonth: birthDate.month, birthYear: birthDate.year }
                  : {}),
              },
            }
          : {}),
        ...(include.has('data') ? { data: { clubMember: account.clubMember } } : {}),
        ...(include.has('preferences') ? { preferences: cdcPreferences(states) } : {}),
        ...(include.has('subscriptions') ? { subscriptions: cdcSubscriptions(states) } : {}),
      });
    },
  );

  app.post(
    '/cdc/accounts.setAccountInfo',
    { schema: setAccountInfoRoute, preHandler: requireCustomer },
    async (request, reply) => {
      const customer = customerOf(request);
      const { password, newPassword, profile, preferences, subscriptions, lang, context } = request.body;
      if (password !== undefined || newPassword !== undefined) {
        if (password === undefined || newPassword === undefined) {
          throw cdcError(
            cdcErrors.missingParameter,
            `Missing required parameter: ${password === undefined ? 'password' : 'newPassword'}`,
          );
        }
        return changePassword(request, reply, customer, password, newPassword);
      }
      const { account, market } = customer;
      const at = clock();
      if (profile) {
        const saved = await accounts.setBirthDate(
          account.uid,
          { year: profile.birthYear, month: profile.birthMonth, day: profile.birthDay },
          at,
        );
        if (!saved) throw validationError('profile.birthYear', 'Invalid date');
      }
      const changes: ConsentChange[] = [
        // The schema let through only consent ids; the guard tells the type.
        ...Object.entries(preferences ?? {}).flatMap(([consentId, { isConsentGranted }]) =>
          isConsentId(consentId)
            ? [
                {
                  consentId,
                  kind: 'preference' as const,
                  isGranted: isConsentGranted,
                  docVersion: documentVersionOf(consentId, market.consentVersions),
                },
              ]
            : [],
        ),
        ...Object.entries(subscriptions ?? {}).flatMap(([consentId, { email }]) =>
          isConsentId(consentId)
            ? [
                {
                  consentId,
                  kind: 'subscription' as const,
                  isGranted: email.isSubscribed,
                  docVersion: market.consentVersions.marketing,
                },
              ]
            : [],
        ),
      ];
      await recordConsents(request, customer, changes, {
        locale: localeOf(market, account, lang),
        market: market.country,
        channel: context ?? 'account-dashboard',
        at,
      });
      return sapOk(request, {});
    },
  );

  app.get(
    '/newsletter-preferences/account',
    { schema: marketingRecordRoute, preHandler: requireCustomer },
    async (request) => {
      requireOwnUid(request, request.query.uid);
      const { account, market } = customerOf(request);
      return { uid: account.uid, ...recordOf(await consents.current(account.uid), market) };
    },
  );

  app.post(
    '/newsletter-preferences/setFullAccountInfo',
    { schema: setFullAccountInfoRoute, preHandler: requireCustomer },
    async (request) => {
      const body = request.body;
      requireOwnUid(request, body.uid);
      const { account, market } = customerOf(request);
      const mode = marketingModeOf(market);
      if (body.hasSingleConsent !== mode.hasSingleConsent) {
        throw validationError(
          'hasSingleConsent',
          `Market ${market.country} ${mode.hasSingleConsent ? 'uses' : 'does not use'} single consent`,
        );
      }
      const record = {
        consentLevelOne: body.consentLevelOne,
        consentLevelTwo: body.consentLevelTwo,
        consentLevelThree: body.consentLevelThree,
        isAgreementAccepted: body.isAgreementAccepted,
      };
      const problem = marketingRecordProblem(record, mode);
      if (problem) {
        throw validationError(
          record.consentLevelTwo ? 'consentLevelTwo' : 'consentLevelThree',
          problem === 'higher-level-not-offered'
            ? `Market ${market.country} offers only level one`
            : 'Levels two and three need level one',
        );
      }
      // The US wording asks for both declarations with every grant; a withdrawal needs neither.
      const declarations = market.requiresUsResidency && record.consentLevelOne;
      if (declarations && (body.isUsResident !== true || body.isAdult !== true)) {
        throw validationError(
          body.isUsResident === true ? 'isAdult' : 'isUsResident',
          'The US consent needs US residency and an age of 18 or over',
        );
      }
      const flags = marketingConsentFlags(record, mode);
      const version = (consentId: ConsentId) => documentVersionOf(consentId, market.consentVersions);
      const changes: ConsentChange[] = [
        {
          consentId: consentKey.newsletter,
          kind: 'subscription',
          isGranted: flags.newsletter,
          docVersion: version(consentKey.newsletter),
        },
        ...[...personalisationConsentIds, consentKey.terms].map((consentId) => ({
          consentId,
          kind: 'preference' as const,
          isGranted: flags[consentId],
          docVersion: version(consentId),
        })),
        ...(declarations ? declarationGrants(market.consentVersions) : []),
      ];
      await recordConsents(request, customerOf(request), changes, {
        locale: localeOf(market, account, body.lang),
        market: market.country,
        channel: 'marketing-dialog',
        at: clock(),
      });
      return sapOk(request, { uid: account.uid, ...recordOf(await consents.current(account.uid), market) });
    },
  );

  /** Every grant and withdrawal on record, oldest first, as a download (GDPR Art. 7(1), 15 and 20). */
  app.get('/consents/history', { schema: consentHistoryRoute, preHandler: requireCustomer }, async (request, reply) => {
    const { account } = customerOf(request);
    const events = await consents.history(account.uid);
    reply.header('content-disposition', 'attachment; filename="consent-history.json"');
    return {
      UID: account.uid,
      email: account.email,
      events: events.map((event) => ({ ...event, recordedAt: event.recordedAt.toISOString() })),
    };
  });
};
