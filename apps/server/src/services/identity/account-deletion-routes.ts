import { cdcEmptyResponse, cdcResponses, verificationTokenRequestBody } from '@shopfront/api';
import { accountDeletionCancelledMail } from '../../accounts/account-deletion-mails.ts';
import { cdcError, cdcErrors, cdcOk } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';

/**
 * `accounts.cancelAccountDeletion`: the link of a deletion's confirmation mail keeps the account
 * (docs/decisions/023-account-deletion.md). An unknown, used or expired link, or one of another market, is 400006.
 */
export const accountDeletionRoutes: TypedPlugin<IdentityRouteOptions> = async (app, { marketOf }) => {
  const { accounts, accountDeletions, singleUseTokens, mailer } = app;

  app.post(
    '/accounts.cancelAccountDeletion',
    { schema: { body: verificationTokenRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const market = marketOf(request);
      const { token } = request.body;
      const link = await singleUseTokens.find('account-deletion-cancel', token);
      const account = link && (await accounts.findByUid(link.subject));
      if (!account || account.market !== market.country || !(await accountDeletions.cancelByLink(token)))
        throw cdcError(cdcErrors.invalidParameter, 'Invalid or expired link');
      mailer.enqueue(accountDeletionCancelledMail(account), (error) =>
        request.log.error({ err: error }, 'account deletion cancellation mail failed'),
      );
      return cdcOk(request, {});
    },
  );
};
