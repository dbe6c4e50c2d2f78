import type { FastifyRequest } from 'fastify';
import { newsletterSignUpRequestBody, newsletterSignUpResponses } from '@shopfront/api';
import { type Site, sitePages, sitePath, sites } from '@shopfront/i18n';
import { trimEmail } from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import { plainError, plainShape } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';

export interface NewsletterFormPluginOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly publicOrigin: string;
}

/** Why the visitor is sent back to the sign-up page: `?error=` of apps/site's newsletter sign-up page. */
type SignUpRefusal = 'email-invalid' | 'too-many' | 'us-declaration-missing';

/**
 * A cross-site form cannot forge these: a browser always sends `Origin` with a POST (Chromium, Firefox, Safari), and
 * the Referer of a page of ours when a privacy setting strips it. A request with neither is refused too.
 */
function comesFromShop(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  const referer = request.headers.referer;
  if (referer === undefined || !URL.canParse(referer)) return false;
  return new URL(referer).origin === publicOrigin;
}

/**
 * `POST /<site>/newsletter/sign-up`: the footer's newsletter form without JavaScript (docs/site-shell.md §7). A sign-up
 * answers 303 to the site's check-your-inbox page — the same for a new, a subscribed or an account's address — and the
 * confirmation link is mailed in the site's language (double opt-in: nothing is subscribed until it is opened). A
 * refused address goes back to the sign-up page with the reason and what was typed. CSRF: only our own pages may post.
 */
export const newsletterFormPlugin: TypedPlugin<NewsletterFormPluginOptions> = async (
  app,
  { markets, publicOrigin },
) => {
  const { signUpForNewsletter } = app;
  answerErrorsIn(app, plainShape('newsletter-form'), 'routes');

  function backToSignUp(site: Site, refusal: SignUpRefusal, email: string): string {
    return `${sitePath(site, sitePages.newsletterSignUp)}?${new URLSearchParams({ error: refusal, email })}`;
  }

  for (const site of sites) {
    const market = markets.get(site.market.country);
    if (!market) throw new Error(`no configuration for market ${site.market.country}`);
    app.post(
      sitePath(site, sitePages.newsletterSignUp),
      { schema: { body: newsletterSignUpRequestBody, response: newsletterSignUpResponses } },
      async (request, reply) => {
        if (!comesFromShop(request, publicOrigin))
          throw plainError(403, 'forbidden_origin', 'The form was not sent from this shop');
        reply.header('cache-control', 'no-store');
        const email = trimEmail(request.body.email);
        const declared = request.body.usDeclaration === 'on';
        if (market.requiresUsResidency && !declared)
          return reply.redirect(backToSignUp(site, 'us-declaration-missing', email), 303);
        const outcome = await signUpForNewsletter({
          market: market.country,
          email,
          locale: site.locale,
          consents: { isAgreementAccepted: false, isUsResident: declared, isAdult: declared },
          sourceAddress: request.ip,
          onMailError: (error) => request.log.error({ err: error }, 'newsletter confirmation e-mail failed'),
        });
        switch (outcome) {
          case 'confirmation-mailed':
            return reply.redirect(sitePath(site, sitePages.newsletterCheckInbox), 303);
          case 'email-invalid':
            return reply.redirect(backToSignUp(site, 'email-invalid', email), 303);
          case 'rate-limited':
            return reply.redirect(backToSignUp(site, 'too-many', email), 303);
          default:
            return outcome satisfies never;
        }
      },
    );
  }
};
