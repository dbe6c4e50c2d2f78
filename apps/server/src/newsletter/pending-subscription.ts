import type { SingleUseTokenPayloads } from '../security/single-use-tokens.ts';

/** A sign-up waiting for its address to confirm: what the form asked for is recorded only then. */
export type PendingSubscription = SingleUseTokenPayloads['newsletter-confirmation'] & { readonly email: string };
