import { isValidEmail, normaliseEmail } from '@shopfront/core';
import type { RateLimits } from '../config/app-config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SingleUseTokens } from '../security/single-use-tokens.ts';
import { confirmNewsletterMail, confirmSubscriptionLink } from './confirm-newsletter-mail.ts';
import type { PendingSubscription } from './pending-subscription.ts';

/** A confirmation link is for the inbox of today, not of next month. */
const confirmationLinkLifetimeSeconds = 7 * 24 * 3600;

/** What a sign-up came to; the same outcome whether or not the address is subscribed or has an account. */
export type NewsletterSignUpOutcome = 'confirmation-mailed' | 'email-invalid' | 'rate-limited';

export interface NewsletterSignUpRequest extends PendingSubscription {
  /** The client's address, counted by the rate limit. */
  readonly sourceAddress: string;
  readonly onMailError: (error: unknown) => void;
}

export interface NewsletterSignUpDependencies {
  readonly tokens: SingleUseTokens;
  readonly rateLimiter: RateLimiter;
  readonly mailer: Mailer;
  readonly publicOrigin: string;
  /** Anyone can type any address into a newsletter form: both the sender and the address are limited. */
  readonly rateLimits: Pick<RateLimits, 'subscribePerIp' | 'subscribePerAddress'>;
}

/**
 * The double opt-in of a newsletter sign-up without an account, shared by the experience API's `setLiteAccountInfo`
 * and the site's plain form POST: checks the address, counts the sender and the address, and mails a single-use
 * confirmation link in the subscriber's language. Nothing is recorded until the link is opened.
 */
export function createNewsletterSignUp({
  tokens,
  rateLimiter,
  mailer,
  publicOrigin,
  rateLimits,
}: NewsletterSignUpDependencies) {
  return async function signUpForNewsletter({
    sourceAddress,
    onMailError,
    ...pending
  }: NewsletterSignUpRequest): Promise<NewsletterSignUpOutcome> {
    if (!isValidEmail(pending.email)) return 'email-invalid';
    const withinLimits =
      (await rateLimiter.hit(`subscribe:ip:${sourceAddress}`, rateLimits.subscribePerIp)) &&
      (await rateLimiter.hit(
        `subscribe:address:${pending.market}:${normaliseEmail(pending.email)}`,
        rateLimits.subscribePerAddress,
      ));
    if (!withinLimits) return 'rate-limited';
    const { email, ...payload } = pending;
    const token = await tokens.issue('newsletter-confirmation', email, confirmationLinkLifetimeSeconds, payload);
    mailer.enqueue(confirmNewsletterMail(pending, confirmSubscriptionLink(pending, publicOrigin, token)), onMailError);
    return 'confirmation-mailed';
  };
}

export type NewsletterSignUp = ReturnType<typeof createNewsletterSignUp>;
