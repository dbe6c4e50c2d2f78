import type { FastifyRequest } from 'fastify';
import { confirmNewsletterRoute, setLiteAccountInfoRoute } from '@shopfront/api';
import {
  type ConsentId,
  consentKey,
  marketingConsentFlags,
  noMarketingConsent,
  normaliseEmail,
  trimEmail,
} from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import { type ConsentChange, declarationGrants, documentVersionOf } from '../../accounts/consent-repository.ts';
import { cdcError, cdcErrors, sapOk, sapShape, validationError } from '../../http/cdc-shape.ts';
import { type TypedPlugin, requestContext } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { type NewsletterRecipient, recipientOfAccount } from '../../newsletter/newsletter-recipient.ts';

export interface NewsletterRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
}

/**
 * Newsletter subscriptions without an account (the footer's form): `setLiteAccountInfo` mails a confirmation link and
 * records nothing; `confirm` records the subscription for the address's account, or a lite account, and welcomes it.
 * The answer never tells whether the address has an account.
 */
export const newsletterRoutes: TypedPlugin<NewsletterRoutesOptions> = async (app, { markets, clock }) => {
  const { accounts, liteAccounts, singleUseTokens, signUpForNewsletter, consentWriter } = app;
  const marketsByEcomApiKey = new Map([...markets.values()].map((market) => [market.eComApiKey, market]));
  const marketOf = requestContext<MarketConfig>(app, 'the market of the e-commerce API key');

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  /** Both calls name their market by the e-commerce API key header, as every experience call does. */
  async function requireMarket(request: FastifyRequest) {
    const apiKey = request.headers['x-api-key'];
    const market = typeof apiKey === 'string' ? marketsByEcomApiKey.get(apiKey) : undefined;
    if (!market) throw cdcError(cdcErrors.invalidApiKey);
    marketOf.set(request, market);
  }

  app.post(
    '/newsletter-preferences/setLiteAccountInfo',
    { schema: setLiteAccountInfoRoute, preHandler: requireMarket },
    async (request) => {
      const market = marketOf.get(request);
      const { email, lang, isAgreementAccepted = false, isUsResident = false, isAdult = false } = request.body;
      if (!(market.locales as readonly string[]).includes(lang))
        throw cdcError(cdcErrors.invalidParameter, `lang is not a language of market ${market.country}`);
      if (market.requiresUsResidency && !(isUsResident && isAdult)) {
        throw validationError(
          isUsResident ? 'isAdult' : 'isUsResident',
          'The US consent needs US residency and an age of 18 or over',
        );
      }
      const outcome = await signUpForNewsletter({
        market: market.country,
        email: trimEmail(email),
        locale: lang,
        consents: { isAgreementAccepted, isUsResident, isAdult },
        sourceAddress: request.ip,
        onMailError: (error) => request.log.error({ err: error }, 'newsletter confirmation e-mail failed'),
      });
      switch (outcome) {
        case 'email-invalid':
          throw validationError('email', 'E-Mail not valid!');
        case 'rate-limited':
          throw cdcError(cdcErrors.rateLimited);
        case 'confirmation-mailed':
          break;
        default:
          outcome satisfies never;
      }
      return sapOk(request, {});
    },
  );

  app.post(
    '/newsletter-preferences/confirm',
    { schema: confirmNewsletterRoute, preHandler: requireMarket },
    async (request) => {
      const market = marketOf.get(request);
      const confirmation = await singleUseTokens.consume('newsletter-confirmation', request.body.token);
      const pending = confirmation && { ...confirmation.payload, email: confirmation.subject };
      if (!pending || pending.market !== market.country)
        throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired token');
      const normalisedEmail = normaliseEmail(pending.email);
      const account = await accounts.findByEmail(market.country, normalisedEmail);
      const recipient: NewsletterRecipient = account
        ? recipientOfAccount(account)
        : {
            ...(await liteAccounts.findOrCreate(
              { market: market.country, email: pending.email, normalisedEmail, locale: pending.locale },
              clock(),
            )),
            firstName: undefined,
          };
      const flags = marketingConsentFlags(
        { ...noMarketingConsent, consentLevelOne: true, isAgreementAccepted: pending.consents.isAgreementAccepted },
        { hasSingleConsent: false, levelOneOnly: true },
      );
      const version = (consentId: ConsentId) => documentVersionOf(consentId, market.consentVersions);
      const { newsletter, personalisedGeneral, terms } = consentKey;
      const changes: ConsentChange[] = [
        { consentId: newsletter, kind: 'subscription', isGranted: true, docVersion: version(newsletter) },
        {
          consentId: personalisedGeneral,
          kind: 'preference',
          isGranted: flags[personalisedGeneral],
          docVersion: version(personalisedGeneral),
        },
        ...(flags[terms]
          ? [{ consentId: terms, kind: 'preference' as const, isGranted: true, docVersion: version(terms) }]
          : []),
        ...(market.requiresUsResidency ? declarationGrants(market.consentVersions) : []),
      ];
      // The confirmation link proves the address, whether or not its account was verified.
      await consentWriter.write({
        subject: recipient,
        market,
        changes,
        channel: { locale: pending.locale, market: market.country, channel: 'newsletter-form', at: clock() },
        isAddressConfirmed: true,
        log: request.log,
      });
      return sapOk(request, {});
    },
  );
};
