/**
 * Where the time from a dialog's open event to its focused field goes, from the page's Performance timeline: Resource
 * Timing for the fetched chunks, and the widget's User Timing marks (packages/account-widget/src/dialog/
 * open-phase-marks.ts). The phases follow each other, so they add up to the whole.
 */

/** What the bench reads from the page after an open: its own start and focus times, and the timeline's entries. */
export interface OpenTimeline {
  /** `performance.now()` when the open event was sent, or the time stamp of the click that sent it. */
  readonly start: number;
  /** `performance.now()` when a field of the dialog received the focus. */
  readonly focused: number;
  readonly resources: readonly { readonly name: string; readonly startTime: number; readonly responseEnd: number }[];
  readonly marks: readonly { readonly name: string; readonly startTime: number }[];
}

export interface OpenPhases {
  /** Open → the last script or style sheet of the dialog's code has arrived (0 when it had before the open). */
  readonly scriptFetch: number;
  /** → the dialog code (React included) has been evaluated. */
  readonly evaluate: number;
  /** → the configuration (`/host-config`) and the widget's texts are there too: what the code still waited for. */
  readonly config: number;
  /** → React committed the dialog. */
  readonly render: number;
  /** → the first field has the focus. */
  readonly focus: number;
}

const isCode = (url: string) => /\.(?:js|css)$/.test(new URL(url).pathname);

function markAfter(timeline: OpenTimeline, name: string, after: number): number | undefined {
  return timeline.marks.find((mark) => mark.name === `shopfront:${name}` && mark.startTime >= after)?.startTime;
}

/**
 * Splits one open. On a second open, or a click after the visitor's intent had the code loaded, the code is already
 * evaluated (no mark after the start): fetch and evaluation take no time, and the rest is measured from the open.
 * Code that intent asked for but that was still arriving at the click counts from the click on.
 */
export function openPhases(timeline: OpenTimeline): OpenPhases {
  const { start, focused } = timeline;
  const codeEvaluated = markAfter(timeline, 'dialog-code-evaluated', start) ?? start;
  const rendering = markAfter(timeline, 'dialog-rendering', codeEvaluated);
  const committed = rendering === undefined ? undefined : markAfter(timeline, 'dialog-committed', rendering);
  if (rendering === undefined || committed === undefined || committed > focused) {
    throw new Error('the page has no shopfront:dialog-rendering and -committed marks of this open');
  }
  const codeArrived = Math.max(
    start,
    ...timeline.resources
      .filter(
        (resource) => isCode(resource.name) && resource.responseEnd >= start && resource.responseEnd <= codeEvaluated,
      )
      .map((resource) => resource.responseEnd),
  );
  return {
    scriptFetch: codeArrived - start,
    evaluate: codeEvaluated - codeArrived,
    config: rendering - codeEvaluated,
    render: committed - rendering,
    focus: focused - committed,
  };
}

/** The middle value (the upper one of an even count): what the bench reports of repeated runs. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}
