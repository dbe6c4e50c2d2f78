import {
  cancelEmailChangeRoute,
  clubMembershipRoute,
  emailChangeRoute,
  pendingEmailChangeRoute,
  userRoute,
} from '@shopfront/api';
import { isValidEmail, normaliseEmail, trimEmail } from '@shopfront/core';
import {
  emailChangeNoticeMail,
  newEmailVerificationMail,
  verificationLink,
  verificationLinkLifetimeSeconds,
} from '../../accounts/verification-mails.ts';
import { occError } from '../../http/occ-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import type { CommerceRouteOptions } from './commerce-site.ts';

export interface CustomerRoutesOptions extends CommerceRouteOptions {
  readonly clock: () => Date;
  /** Links in mails point at the sites under this origin. */
  readonly publicOrigin: string;
  /** Guesses at addresses through a signed-in account are limited like logins. */
  readonly emailChangeRateLimit: RateLimit;
}

const clubUserGroup = 'nordhem-club-members';

/** The signed-in customer (`user`), their club membership and the change of their e-mail address. */
export const customerRoutes: TypedPlugin<CustomerRoutesOptions> = async (app, options) => {
  const { siteOf, requireCustomer, customerOf, clock, publicOrigin, emailChangeRateLimit } = options;
  const { accounts, pendingEmailChanges, singleUseTokens, rateLimiter } = app;

  /** The signed-in customer, from the experience session; the club user group marks club members. */
  app.get('/:siteId/user', { schema: userRoute, preHandler: requireCustomer }, async (request) => {
    const { account } = customerOf(request);
    return {
      uid: account.email,
      customerId: account.uid,
      name: `${account.firstName} ${account.lastName}`.trim(),
      firstName: account.firstName,
      lastName: account.lastName,
      customerType: 'B2C',
      clubMember: account.clubMember,
      userGroups: account.clubMember ? [{ uid: clubUserGroup }] : [],
    };
  });

  /** Joins or leaves the club (docs/account-widget.md §7 "club membership"); the consents go to the identity provider. */
  app.post('/:siteId/', { schema: clubMembershipRoute, preHandler: requireCustomer }, async (request) => {
    const { account } = customerOf(request);
    await accounts.setClubMember(account.uid, request.body.clubMember, clock());
    return { clubMember: request.body.clubMember, userGroups: request.body.clubMember ? [{ uid: clubUserGroup }] : [] };
  });

  /** The change of e-mail that waits for its link (docs/rules.md e-mail verification): `{ pendingEmail }`, or `{}`. */
  app.get('/:siteId/email', { schema: pendingEmailChangeRoute, preHandler: requireCustomer }, async (request) => {
    const pending = await pendingEmailChanges.pendingChangeOf(customerOf(request).account.uid);
    return pending ? { pendingEmail: pending.newEmail } : {};
  });

  /**
   * Change of e-mail (docs/rules.md e-mail verification): the new address becomes pending and gets a link; the old
   * one stays the login and gets a notice with a link that cancels the change. A change already pending is replaced:
   * its links die with it. Refusals carry the identity provider's code as OCC `reason`: `sap_400003` (address taken),
   * `sap_403048` (too many requests).
   */
  app.post('/:siteId/email', { schema: emailChangeRoute, preHandler: requireCustomer }, async (request) => {
    const { account } = customerOf(request);
    const { market } = siteOf(request);
    const newEmail = trimEmail(request.body.newEmail);
    if (!isValidEmail(newEmail))
      throw occError(400, 'ValidationError', 'E-Mail not valid!', { reason: 'sap_400006', subject: 'newEmail' });
    if (!(await rateLimiter.hit(`email-change:${account.uid}`, emailChangeRateLimit)))
      throw occError(429, 'TooManyRequestsError', 'Too many requests', { reason: 'sap_403048' });
    const pending = await pendingEmailChanges.pendingChangeOf(account.uid);
    // The address of the change being replaced is taken by that change only: asking for it again sends a fresh link.
    const normalisedNewEmail = normaliseEmail(newEmail);
    const isPendingAddress = pending !== undefined && pending.normalisedNewEmail === normalisedNewEmail;
    if (
      normalisedNewEmail === account.normalisedEmail ||
      (!isPendingAddress && (await accounts.isEmailTaken(market.country, normalisedNewEmail)))
    ) {
      throw occError(400, 'ValidationError', 'E-mail already exists', { reason: 'sap_400003', subject: 'newEmail' });
    }
    await pendingEmailChanges.requestChange({ uid: account.uid, market: market.country, newEmail, normalisedNewEmail });
    const verifyToken = await singleUseTokens.issue(
      'email-change-verification',
      account.uid,
      verificationLinkLifetimeSeconds,
    );
    const cancelToken = await singleUseTokens.issue(
      'email-change-cancel',
      account.uid,
      verificationLinkLifetimeSeconds,
    );
    const mailFailed = (error: unknown) => request.log.error({ err: error }, 'e-mail change mail failed');
    app.mailer.enqueue(
      newEmailVerificationMail(account, newEmail, verificationLink(account, verifyToken, publicOrigin)),
      mailFailed,
    );
    app.mailer.enqueue(emailChangeNoticeMail(account, newEmail, cancelToken, publicOrigin), mailFailed);
    return { pendingEmail: newEmail };
  });

  /** Cancels the pending change of e-mail from the account itself: both of its links die; 204 whether one waited or not. */
  app.delete(
    '/:siteId/email',
    { schema: cancelEmailChangeRoute, preHandler: requireCustomer },
    async (request, reply) => {
      await pendingEmailChanges.cancelChange(customerOf(request).account.uid);
      return reply.code(204).send();
    },
  );
};
