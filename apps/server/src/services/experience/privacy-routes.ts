import { doNotSellRoute } from '@shopfront/api';
import { consentKey } from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import { documentVersionOf } from '../../accounts/consent-repository.ts';
import { sapShape } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { recipientOfAccount } from '../../newsletter/newsletter-recipient.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { findSignedInCustomer } from '../../sessions/signed-in-customer.ts';

export interface PrivacyRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
  readonly cookieDomain: string;
}

/** The visitor's opt-out of the sale or sharing of personal information (CCPA), kept by the browser. */
const doNotSellCookieName = 'shopfront_do_not_sell';
const doNotSellCookieLifetimeMs = 365 * 24 * 3600 * 1000;

/**
 * `POST privacy/do-not-sell` (the footer's Do Not Sell My Information button, US): records the opt-out for the
 * visitor in an HttpOnly cookie and, for a signed-in customer, as the `doNotSell` preference in the account's
 * append-only consent record (ADR 009). Answers 204; errors in the experience API's `sap_` shape.
 */
export const privacyRoutes: TypedPlugin<PrivacyRoutesOptions> = async (app, { markets, clock, cookieDomain }) => {
  const { consentWriter } = app;
  answerErrorsIn(app, sapShape, 'routes');

  app.post('/privacy/do-not-sell', { schema: doNotSellRoute }, async (request, reply) => {
    const now = clock();
    const customer = await findSignedInCustomer(app, markets, request);
    if (customer) {
      const { account, market } = customer;
      await consentWriter.write({
        subject: recipientOfAccount(account),
        market,
        changes: [
          {
            consentId: consentKey.doNotSell,
            kind: 'preference',
            isGranted: true,
            docVersion: documentVersionOf(consentKey.doNotSell, market.consentVersions),
          },
        ],
        channel: { locale: account.locale, market: account.market, channel: 'do-not-sell-link', at: now },
        isAddressConfirmed: true,
        log: request.log,
      });
    }
    reply.setCookie(
      doNotSellCookieName,
      '1',
      sessionCookieOptions(cookieDomain, new Date(now.getTime() + doNotSellCookieLifetimeMs)),
    );
    reply.header('cache-control', 'no-store');
    return reply.code(204).send();
  });
};
