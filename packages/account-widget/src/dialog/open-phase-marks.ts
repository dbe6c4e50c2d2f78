/**
 * User Timing marks at the boundaries of a dialog's open, so a page's Performance timeline shows where the time from
 * the open event to the focused field goes (`npm run bench` splits it with them, scripts/bench/open-phases.ts). One
 * `performance.mark` per boundary: a few microseconds, nothing sent anywhere.
 */

/** The dialog code, React included, is fetched and evaluated: once per page. */
export const markDialogCodeEvaluated = () => performance.mark('shopfront:dialog-code-evaluated');

/** Configuration and texts are there: React starts rendering the requested dialog. */
export const markDialogRendering = () => performance.mark('shopfront:dialog-rendering');

/** React committed the requested dialog to the page; its first field takes the focus right after. */
export const markDialogCommitted = () => performance.mark('shopfront:dialog-committed');
