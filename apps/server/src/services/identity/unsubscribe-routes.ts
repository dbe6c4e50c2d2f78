import { cdcEmptyResponse, cdcResponses, unsubscribeRequestBody, unsubscribeRequestQuery } from '@shopfront/api';
import { cdcError, cdcErrors, cdcOk } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { findNewsletterRecipient } from '../../newsletter/newsletter-recipient.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';

/** `accounts.unsubscribe`: the single-use link of a newsletter mail ends that subscription (docs/rules.md consent keys). */
export const unsubscribeRoutes: TypedPlugin<IdentityRouteOptions> = async (app, { marketOf, clock }) => {
  const { consentWriter, singleUseTokens } = app;

  app.post(
    '/accounts.unsubscribe',
    {
      schema: {
        body: unsubscribeRequestBody,
        querystring: unsubscribeRequestQuery,
        response: cdcResponses(cdcEmptyResponse),
      },
    },
    async (request) => {
      const market = marketOf(request);
      const channelToken = request.body?.channelToken ?? request.query.channelToken;
      const subscriptionId = request.body?.subscriptionID ?? request.query.subscriptionID;
      if (!channelToken || !subscriptionId) {
        throw cdcError(
          cdcErrors.missingParameter,
          `Missing required parameter: ${channelToken ? 'subscriptionID' : 'channelToken'}`,
        );
      }
      const target = await singleUseTokens.consume('unsubscribe', channelToken, { subscriptionId });
      const subscriber = target && (await findNewsletterRecipient(app, target.subject));
      if (!subscriber || subscriber.market !== market.country)
        throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired channelToken');
      await consentWriter.write({
        subject: subscriber,
        market,
        changes: [
          {
            consentId: subscriptionId,
            kind: 'subscription',
            isGranted: false,
            docVersion: market.consentVersions.marketing,
          },
        ],
        channel: { locale: subscriber.locale, market: market.country, channel: 'email-unsubscribe', at: clock() },
        isAddressConfirmed: true,
        log: request.log,
      });
      return cdcOk(request, {});
    },
  );
};
