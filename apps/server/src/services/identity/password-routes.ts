import { cdcEmptyResponse, cdcResponses, resetPasswordRequestBody } from '@shopfront/api';
import { normaliseEmail } from '@shopfront/core';
import type { RateLimits } from '../../config/app-config.ts';
import type { PasswordChangeResult } from '../../accounts/password-service.ts';
import { cdcError, cdcErrors, cdcOk, passwordRefused } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';
import { resetPasswordLink, resetPasswordMail } from './reset-password-mail.ts';

export interface PasswordRoutesOptions extends IdentityRouteOptions {
  readonly publicOrigin: string;
  readonly passwordResetTtlSeconds: number;
  readonly rateLimits: Pick<RateLimits, 'resetPerIp' | 'resetPerAddress'>;
}

/** A second reset request within this time, while the first link still works, is refused (403100). */
export const resetRequestCooldownSeconds = 5 * 60;

function passwordChangeError(result: Exclude<PasswordChangeResult, 'changed'>) {
  return result === 'used-before' ? cdcError(cdcErrors.passwordUsedBefore) : passwordRefused(result);
}

/** `accounts.resetPassword`: the mailed link (rate-limited, the same answer for any address) and the new password it sets. */
export const passwordRoutes: TypedPlugin<PasswordRoutesOptions> = async (app, options) => {
  const { marketOf, rateLimits } = options;
  const { accounts, singleUseTokens, passwords, rateLimiter } = app;

  app.post(
    '/accounts.resetPassword',
    { schema: { body: resetPasswordRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const form = request.body;
      const market = marketOf(request);

      if (form.passwordResetToken !== undefined) {
        if (!form.newPassword) throw cdcError(cdcErrors.missingParameter, 'Missing required parameter: newPassword');
        // The new-device notice's link sets a new password as a reset link does.
        const reset =
          (await singleUseTokens.find('password-reset', form.passwordResetToken)) ??
          (await singleUseTokens.find('new-device-report', form.passwordResetToken));
        const account = reset && (await accounts.findByUid(reset.subject));
        if (!account || account.market !== market.country) throw cdcError(cdcErrors.invalidResetToken);
        const result = await passwords.change(account, form.newPassword, market.passwordPolicy);
        if (result !== 'changed') throw passwordChangeError(result);
        return cdcOk(request, {});
      }

      const typed = form.email ?? form.loginID;
      if (!typed) throw cdcError(cdcErrors.missingParameter, 'Missing required parameter: loginID');
      const address = normaliseEmail(typed);
      const withinLimits =
        (await rateLimiter.hit(`reset:ip:${request.ip}`, rateLimits.resetPerIp)) &&
        (await rateLimiter.hit(`reset:address:${market.country}:${address}`, rateLimits.resetPerAddress));
      if (!withinLimits) throw cdcError(cdcErrors.rateLimited);
      const account = await accounts.findByEmail(market.country, address);
      // Known or not, the answer comes after the same database work; the e-mail itself is sent in the background.
      if (!account) throw cdcError(cdcErrors.unknownLoginId);
      if (await singleUseTokens.issuedWithin('password-reset', account.uid, resetRequestCooldownSeconds))
        throw cdcError(cdcErrors.passwordUpdatePending);
      const token = await singleUseTokens.issue('password-reset', account.uid, options.passwordResetTtlSeconds);
      const link = resetPasswordLink(account, options.publicOrigin, token);
      app.mailer.enqueue(resetPasswordMail(account, link, options.passwordResetTtlSeconds), (error) =>
        request.log.error({ err: error }, 'password reset e-mail failed'),
      );
      return cdcOk(request, {});
    },
  );
};
