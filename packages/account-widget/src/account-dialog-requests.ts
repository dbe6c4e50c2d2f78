import { type AccountDialogRequest, accountDialogEventName, isAccountDialogRequest } from '@shopfront/api';
import { takeQueuedAccountDialogRequest } from '@shopfront/api/browser';

/** Shows one dialog request; ready once the widget's code (and whatever it needs first) has loaded. */
export type AccountDialogOpener = (request: AccountDialogRequest) => Promise<void>;

/**
 * Listens on the page-wide event bus from the moment it is called and loads the widget on the first request.
 * Requests that arrive while the widget loads wait for it, and only the latest is shown: a modal shows one dialog,
 * and the last thing the shopper asked for is what they expect to see (docs/rules.md "Events of the widget").
 * A request taken is claimed (the event cancelled), so its sender does not queue it; a request queued before this
 * listener started (docs/events.md "Before the widget has loaded") is taken at once, the latest only.
 * A load or an open that fails is logged and tried again on the next request. Returns a function that stops listening.
 */
export function listenForAccountDialogRequests(loadOpener: () => Promise<AccountDialogOpener>): () => void {
  let opener: Promise<AccountDialogOpener> | undefined;
  let waiting: AccountDialogRequest | undefined;
  const openLatest = (open: AccountDialogOpener) => {
    const request = waiting;
    waiting = undefined;
    return request ? open(request) : undefined;
  };
  const show = (request: AccountDialogRequest) => {
    const alreadyWaiting = waiting !== undefined;
    waiting = request;
    if (alreadyWaiting) return;
    opener ??= loadOpener();
    opener.then(openLatest).catch((error: unknown) => {
      opener = undefined;
      waiting = undefined;
      console.error('The account dialog could not be opened', error);
    });
  };
  const onRequest = (event: Event) => {
    const request: unknown = event instanceof CustomEvent ? event.detail : undefined;
    if (!isAccountDialogRequest(request)) return;
    event.preventDefault();
    show(request);
  };
  window.addEventListener(accountDialogEventName, onRequest);
  const queued = takeQueuedAccountDialogRequest();
  if (queued) show(queued);
  return () => window.removeEventListener(accountDialogEventName, onRequest);
}
