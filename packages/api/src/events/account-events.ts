import {
  type AccountDialogRequest,
  type ShopfrontEventDetails,
  accountDialogEventName,
  accountDialogNames,
  dispatchShopfrontEvent,
} from './shopfront-events.ts';

/**
 * The array on `window` where requests wait that no widget took (its script has not run yet): the widget empties it
 * when it starts listening and shows the latest (docs/events.md "Before the widget has loaded").
 */
export const accountDialogQueueName = 'shopfrontAccountDialogQueue';

/**
 * Opens a dialog: a listening widget takes the request (it cancels the event); without one, the request waits in the
 * page's queue until the widget starts.
 */
export function openAccountDialog(request: AccountDialogRequest): void {
  const untaken = window.dispatchEvent(
    new CustomEvent<AccountDialogRequest>(accountDialogEventName, { detail: request, cancelable: true }),
  );
  if (!untaken) return;
  const queue: unknown = Reflect.get(window, accountDialogQueueName);
  if (Array.isArray(queue)) queue.push(request);
  else Reflect.set(window, accountDialogQueueName, [request]);
}

/** Empties the page's queue and returns the latest valid request it held, if any. */
export function takeQueuedAccountDialogRequest(): AccountDialogRequest | undefined {
  const queue: unknown = Reflect.get(window, accountDialogQueueName);
  Reflect.deleteProperty(window, accountDialogQueueName);
  return Array.isArray(queue) ? queue.filter(isAccountDialogRequest).at(-1) : undefined;
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

/** What the widget announces on the bus when a dialog ends, so a host page can react: the names and their `detail`. */
export type AccountOutcomes = Pick<
  ShopfrontEventDetails,
  'shopfront:consent-changed' | 'shopfront:club-joined' | 'shopfront:email-change-requested'
>;

export type AccountOutcomeName = keyof AccountOutcomes;

export function announceAccountOutcome<Name extends AccountOutcomeName>(
  name: Name,
  detail: ShopfrontEventDetails[Name],
): void {
  dispatchShopfrontEvent(name, detail);
}
