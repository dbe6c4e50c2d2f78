import {
  type AccountDialogName,
  type AccountDialogRequest,
  accountDialogEventName,
  accountDialogTriggerAttribute,
  isAccountDialogRequest,
} from '@shopfront/api';
import { takeQueuedAccountDialogRequest } from '@shopfront/api/browser';

/** Shows one dialog request; ready once the widget's code (and whatever it needs first) has loaded. */
export type AccountDialogOpener = (request: AccountDialogRequest) => Promise<void>;

const triggerSelector = `[${accountDialogTriggerAttribute}]`;

/**
 * Listens on the page-wide event bus from the moment it is called and loads the widget on the first request, or
 * earlier, on the visitor's intent: when the pointer reaches or the focus lands on an element marked with
 * `data-shopfront-dialog` (docs/events.md "Intent"), once per page. Requests that arrive while the widget loads wait
 * for it, and only the latest is shown: a modal shows one dialog, and the last thing the shopper asked for is what
 * they expect to see (docs/rules.md "Events of the widget").
 * A request taken is claimed (the event cancelled), so its sender does not queue it; a request queued before this
 * listener started (docs/events.md "Before the widget has loaded") is taken at once, the latest only.
 * A load or an open that fails is logged and tried again on the next request (a load started by intent that fails is
 * tried again on the next intent or request). Returns a function that stops listening.
 */
export function listenForAccountDialogRequests(
  /** Loads the widget; on intent, with the dialog the element names, which the widget prepares for the open. */
  loadOpener: (intent?: AccountDialogName) => Promise<AccountDialogOpener>,
): () => void {
  let opener: Promise<AccountDialogOpener> | undefined;
  let waiting: AccountDialogRequest | undefined;
  const load = (intent?: AccountDialogName) => {
    if (opener) return opener;
    const loading = loadOpener(intent);
    opener = loading;
    loading.catch(() => {
      if (opener === loading) opener = undefined;
    });
    return loading;
  };
  const openLatest = (open: AccountDialogOpener) => {
    const request = waiting;
    waiting = undefined;
    return request ? open(request) : undefined;
  };
  const show = (request: AccountDialogRequest) => {
    const alreadyWaiting = waiting !== undefined;
    waiting = request;
    if (alreadyWaiting) return;
    load()
      .then(openLatest)
      .catch((error: unknown) => {
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
  const onIntent = (event: Event) => {
    if (opener !== undefined || !(event.target instanceof Element)) return;
    const trigger = event.target.closest(triggerSelector);
    if (!trigger) return;
    const intent = { dialog: trigger.getAttribute(accountDialogTriggerAttribute) };
    void load(isAccountDialogRequest(intent) ? intent.dialog : undefined).catch(() => undefined);
  };
  window.addEventListener(accountDialogEventName, onRequest);
  // Capturing, so a host that stops these events on their way up still tells the widget.
  document.addEventListener('pointerover', onIntent, { capture: true, passive: true });
  document.addEventListener('focusin', onIntent, { capture: true });
  const queued = takeQueuedAccountDialogRequest();
  if (queued) show(queued);
  return () => {
    window.removeEventListener(accountDialogEventName, onRequest);
    document.removeEventListener('pointerover', onIntent, { capture: true });
    document.removeEventListener('focusin', onIntent, { capture: true });
  };
}
