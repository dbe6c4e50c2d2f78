import type { AnalyticsConsent } from '@shopfront/core';
import type { AuthChangedDetail } from './auth-change-channel.ts';

/**
 * The events on `window` between a host page, the widget and the shell: a versioned contract (docs/events.md).
 * Version 1; a change to a name or a `detail` below is a breaking change of the packages (docs/releasing.md).
 */
export const shopfrontEventsVersion = 1;

/** The dialogs a host may ask for (docs/account-widget.md §2). */
export const accountDialogNames = [
  'login',
  'change-password',
  'forgot-password',
  'change-email',
  'consent',
  'newsletter-consent',
  'club-consent',
] as const;

export type AccountDialogName = (typeof accountDialogNames)[number];

export interface AccountDialogRequest {
  readonly dialog: AccountDialogName;
  /** Only for login: where to go after a successful login (validated before use). */
  readonly targetUrl?: string;
  /** Only for newsletter-consent: the marketing dialog's light (default) or dark appearance. */
  readonly appearance?: 'light' | 'dark';
}

/** The DOM event name; hosts that are not React open a dialog with `window.dispatchEvent(new CustomEvent(...))`. */
export const accountDialogEventName = 'shopfront:account-dialog';

/**
 * Marks an element of the page that opens a dialog, its value the dialog's name (`data-shopfront-dialog="login"`): the
 * pointer reaching it or the focus landing on it is the visitor's intent, on which the widget loads the dialog's code
 * before the click (docs/events.md "Intent"). The click itself still sends `shopfront:account-dialog`.
 */
export const accountDialogTriggerAttribute = 'data-shopfront-dialog';

/** The account deletion the customer confirmed (docs/decisions/023-account-deletion.md). */
export interface AccountDeletedDetail {
  /** When the account is erased unless the customer cancels (ISO 8601). */
  readonly erasureAt: string;
}

/** Every `detail` of the contract's events, by event name (`cart-updated` carries none: see `ShopfrontEventMap`). */
export interface ShopfrontEventDetails {
  /** Host → widget: open a dialog. */
  readonly 'shopfront:account-dialog': AccountDialogRequest;
  readonly 'shopfront:auth-changed': AuthChangedDetail;
  /** Consents saved: from the marketing dialog (`record`) or the profile completion (`documents`). */
  readonly 'shopfront:consent-changed':
    | { readonly source: 'marketing-preferences'; readonly record: Readonly<Record<string, boolean>> }
    | { readonly source: 'profile-completion'; readonly documents: readonly string[] };
  readonly 'shopfront:club-joined': { readonly newsletter: boolean };
  /** A new login address was requested; it takes effect when the link mailed to it is opened. */
  readonly 'shopfront:email-change-requested': { readonly newEmail: string };
  /** The footer's cookie settings were answered. */
  readonly 'shopfront:analytics-consent': { readonly consent: AnalyticsConsent };
  /** The customer confirmed the deletion of the account. */
  readonly 'shopfront:account-deleted': AccountDeletedDetail;
}

export type ShopfrontEventName = keyof ShopfrontEventDetails;

/**
 * The events as `addEventListener` sees them. A host types its listeners by adding them to the window's own map:
 * `declare global { interface WindowEventMap extends ShopfrontEventMap {} }`.
 */
export type ShopfrontEventMap = { readonly [Name in ShopfrontEventName]: CustomEvent<ShopfrontEventDetails[Name]> } & {
  readonly 'cart-updated': Event;
};

/** Announces one event of the contract on `window`. */
export function dispatchShopfrontEvent<Name extends ShopfrontEventName>(
  name: Name,
  detail: ShopfrontEventDetails[Name],
): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
