import { subscriptionIds } from '@shopfront/core';
import { cdcError, cdcErrors, cdcOk } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { findNewsletterRecipient } from '../../newsletter/newsletter-recipient.ts';
import { type IdentityRouteOptions, commonFields, stringField } from './identity-fields.ts';

/**
 * accounts.unsubscribe, from the unsubscribe page (form fields) or a mail client's RFC 8058 one-click POST (the link's
 * fields in the query, `List-Unsubscribe=One-Click` as the body).
 */
const unsubscribeFields = {
  apiKey: { type: 'string', maxLength: 200 },
  channelToken: { type: 'string', minLength: 1, maxLength: 200 },
  subscriptionID: { type: 'string', enum: subscriptionIds },
} as const;
const unsubscribeBody = {
  type: 'object',
  properties: { ...commonFields, ...unsubscribeFields, 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
} as const;
const unsubscribeQuery = { type: 'object', properties: { ...unsubscribeFields, httpStatusCodes: stringField } } as const;

/** `accounts.unsubscribe`: the single-use link of a newsletter mail ends that subscription (docs/rules.md consent keys). */
export const unsubscribeRoutes: TypedPlugin<IdentityRouteOptions> = async (app, { marketOf, clock }) => {
  const { consentWriter, unsubscribeTokens } = app;

  app.post('/accounts.unsubscribe', { schema: { body: unsubscribeBody, querystring: unsubscribeQuery } }, async (request) => {
    const market = marketOf(request);
    const channelToken = request.body?.channelToken ?? request.query.channelToken;
    const subscriptionId = request.body?.subscriptionID ?? request.query.subscriptionID;
    if (!channelToken || !subscriptionId) {
      throw cdcError(cdcErrors.missingParameter, `Missing required parameter: ${channelToken ? 'subscriptionID' : 'channelToken'}`);
    }
    const target = await unsubscribeTokens.consume(channelToken, subscriptionId);
    const subscriber = target && (await findNewsletterRecipient(app, target.uid));
    if (!subscriber || subscriber.market !== market.country) throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired channelToken');
    await consentWriter.write({
      subject: subscriber,
      market,
      changes: [{ consentId: subscriptionId, kind: 'subscription', isGranted: false, docVersion: market.consentVersions.marketing }],
      channel: { locale: subscriber.locale, market: market.country, channel: 'email-unsubscribe', at: clock() },
      isAddressConfirmed: true,
      log: request.log,
    });
    return cdcOk(request, {});
  });
};
