import { type FromSchema, accountDeletionPasskeyOptionsRoute, requestAccountDeletionRoute } from '@shopfront/api';
import type { FastifyBaseLogger } from 'fastify';
import { accountDeletionMail } from '../../accounts/account-deletion-mails.ts';
import type { Account } from '../../accounts/account-repository.ts';
import {
  authenticationResponse,
  passkeyAssertionOptions,
  passkeyChallengeLifetimeSeconds,
  relyingPartyOf,
  verifyPasskeyAssertion,
} from '../../accounts/passkey-assertions.ts';
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
 * The customer deletes the account (docs/decisions/023-account-deletion.md): re-authenticated by the password or by
 * a passkey of the account (its challenge from `account/deletion/passkey-options`, single use, bound to the account),
 * the request ends every session and grant, mails the cancel link and answers the erasure time. Errors are
 * `sap_<code>`.
 */
export const accountDeletionRoutes: TypedPlugin<AccountDeletionRoutesOptions> = async (
  app,
  { markets, cookieDomain, publicOrigin, passwordRateLimit },
) => {
  const { accountDeletions, rateLimiter, mailer, passkeys, singleUseTokens } = app;
  const { require: requireCustomer, customerOf } = signedInCustomerHook(app, {
    markets,
    refusal: () => cdcError(cdcErrors.noSession),
  });

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  app.post(
    '/account/deletion/passkey-options',
    { schema: accountDeletionPasskeyOptionsRoute, preHandler: requireCustomer },
    async (request) => {
      const { account, market } = customerOf(request);
      // Each challenge is a row until it expires: as many as deletion attempts are allowed.
      if (!(await rateLimiter.hit(`account-deletion-passkey:${account.uid}`, passwordRateLimit)))
        throw cdcError(cdcErrors.rateLimited);
      const registered = await passkeys.credentialIdsOf(account.uid);
      if (registered.length === 0) throw cdcError(cdcErrors.invalidParameter, 'The account has no passkey');
      const options = await passkeyAssertionOptions(relyingPartyOf(market), registered);
      const token = await singleUseTokens.issue(
        'passkey-reauthentication',
        account.uid,
        passkeyChallengeLifetimeSeconds,
        {
          apiKey: market.apiKey,
          challenge: options.challenge,
        },
      );
      return sapOk(request, { token, options });
    },
  );

  /** The customer proves again who they are: the password, or a passkey of the account answering its challenge. */
  async function reauthenticate(
    { password, passkey }: FromSchema<typeof requestAccountDeletionRoute.body>,
    account: Account,
    market: MarketConfig,
    log: FastifyBaseLogger,
  ) {
    if (password !== undefined && passkey !== undefined)
      throw cdcError(cdcErrors.invalidParameter, 'Either password or passkey, not both');
    if (password !== undefined) {
      if (!(await verifyPassword(account.passwordHash, password))) throw cdcError(cdcErrors.invalidLogin);
      return;
    }
    if (passkey === undefined) throw cdcError(cdcErrors.missingParameter, 'password or passkey is required');
    const assertion = authenticationResponse.safeParse(passkey.assertion);
    if (!assertion.success)
      throw cdcError(cdcErrors.invalidParameter, 'passkey.assertion is not a WebAuthn credential');
    const refused = (details: string) => cdcError(cdcErrors.invalidLogin, details);
    const challenge = await singleUseTokens.consume('passkey-reauthentication', passkey.token, {
      apiKey: market.apiKey,
    });
    if (challenge?.subject !== account.uid) throw refused('Passkey challenge expired or used');
    await verifyPasskeyAssertion(passkeys, assertion.data, {
      challenge: challenge.payload.challenge,
      relyingParty: relyingPartyOf(market),
      ownerOf: (stored) => (stored.uid === account.uid ? account : undefined),
      refused,
      log,
    });
  }

  app.post(
    '/account/deletion',
    { schema: requestAccountDeletionRoute, preHandler: requireCustomer },
    async (request, reply) => {
      const { account, market } = customerOf(request);
      if (!(await rateLimiter.hit(`account-deletion:${account.uid}`, passwordRateLimit)))
        throw cdcError(cdcErrors.rateLimited);
      await reauthenticate(request.body, account, market, request.log);
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
