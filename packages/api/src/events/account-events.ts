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
}

/** The DOM event name; hosts that are not React open a dialog with `window.dispatchEvent(new CustomEvent(...))`. */
export const accountDialogEventName = 'shopfront:account-dialog';

export function openAccountDialog(request: AccountDialogRequest): void {
  window.dispatchEvent(new CustomEvent<AccountDialogRequest>(accountDialogEventName, { detail: request }));
}

export function isAccountDialogRequest(value: unknown): value is AccountDialogRequest {
  if (!value || typeof value !== 'object') return false;
  const { dialog, targetUrl } = value as Record<string, unknown>;
  return (
    typeof dialog === 'string' &&
    (accountDialogNames as readonly string[]).includes(dialog) &&
    (targetUrl === undefined || typeof targetUrl === 'string')
  );
}
