import { requestAccountDeletionRoute } from '@shopfront/api';
import { accountDeletionMail } from '../../accounts/account-deletion-mails.ts';
import { verifyPassword } from '../../accounts/password-hasher.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors, sapOk, sapShape } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { experienceSessionCookieName } from '../../sessions/experience-session-repository.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { signedInCustomerHook } from '../../sessions/signed-in-customer.ts';

export interface AccountDeletionRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly cookieDomain: string;
  readonly publicOrigin: string;
  /** Guesses of the password are limited as a password change's. */
  readonly passwordRateLimit: RateLimit;
}

/**
 * The customer deletes the account (docs/decisions/023-account-deletion.md): re-authenticated by the password, the
 * request ends every session and grant, mails the cancel link and answers the erasure time. Errors are `sap_<code>`.
 */
export const accountDeletionRoutes: TypedPlugin<AccountDeletionRoutesOptions> = async (
  app,
  { markets, cookieDomain, publicOrigin, passwordRateLimit },
) => {
  const { accountDeletions, rateLimiter, mailer } = app;
  const { require: requireCustomer, customerOf } = signedInCustomerHook(app, {
    markets,
    refusal: () => cdcError(cdcErrors.noSession),
  });

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  app.post(
    '/account/deletion',
    { schema: requestAccountDeletionRoute, preHandler: requireCustomer },
    async (request, reply) => {
      const { account, market } = customerOf(request);
      if (!(await rateLimiter.hit(`account-deletion:${account.uid}`, passwordRateLimit)))
        throw cdcError(cdcErrors.rateLimited);
      if (!(await verifyPassword(account.passwordHash, request.body.password))) throw cdcError(cdcErrors.invalidLogin);
      const { erasureAt, cancelToken } = await accountDeletions.request(account.uid, market.accountDeletionGraceDays);
      if (cancelToken) {
        mailer.enqueue(accountDeletionMail(account, erasureAt, cancelToken, publicOrigin), (error) =>
          request.log.error({ err: error }, 'account deletion mail failed'),
        );
      }
      reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
      return sapOk(request, { erasureAt: erasureAt.toISOString() });
    },
  );
};
