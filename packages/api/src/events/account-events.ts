/** The page-wide event bus between a host page and the account widget (docs/account-widget.md §2). */
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

export function openAccountDialog(request: AccountDialogRequest): void {
  window.dispatchEvent(new CustomEvent<AccountDialogRequest>(accountDialogEventName, { detail: request }));
}

export function isAccountDialogRequest(value: unknown): value is AccountDialogRequest {
  if (!value || typeof value !== 'object') return false;
  const { dialog, targetUrl, appearance } = value as Record<string, unknown>;
  return (
    typeof dialog === 'string' &&
    (accountDialogNames as readonly string[]).includes(dialog) &&
    (targetUrl === undefined || typeof targetUrl === 'string') &&
    (appearance === undefined || appearance === 'light' || appearance === 'dark')
  );
}

/**
 * What the widget announces on the bus when a dialog ends (docs/rules.md events), so a host page can react: the event
 * names and the `detail` each carries.
 */
export interface AccountOutcomes {
  /** Consents saved: from the marketing dialog (`record`) or the profile completion (`documents`). */
  readonly 'shopfront:consent-changed':
    | { readonly source: 'marketing-preferences'; readonly record: Readonly<Record<string, boolean>> }
    | { readonly source: 'profile-completion'; readonly documents: readonly string[] };
  readonly 'shopfront:club-joined': { readonly newsletter: boolean };
  /** A new login address was requested; it takes effect when the link mailed to it is opened. */
  readonly 'shopfront:email-change-requested': { readonly newEmail: string };
}

export type AccountOutcomeName = keyof AccountOutcomes;

export function announceAccountOutcome<Name extends AccountOutcomeName>(
  name: Name,
  detail: AccountOutcomes[Name],
): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
