/** Whether a pointer is pressed, per document a field is in (tracked from the first field's mount on). */
const pressState = new WeakMap<Document, { pressed: boolean }>();

/** Starts following the pointer presses of a document, once per document. */
export function trackPointerPresses(document: Document): void {
  if (pressState.has(document)) return;
  const state = { pressed: false };
  pressState.set(document, state);
  const release = () => {
    state.pressed = false;
  };
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    () => {
      state.pressed = true;
    },
    options,
  );
  document.addEventListener('pointerup', release, options);
  document.addEventListener('pointercancel', release, options);
}

/**
 * Runs `callback` now, or, while a pointer is pressed, once the press has ended and the click it made has been
 * dispatched. A field left by a press on a control below it shows its error only then: shown between the press and
 * the release, the error would push that control from under the pointer, and the click would land beside it.
 */
export function afterPointerPress(document: Document, callback: () => void): void {
  if (!pressState.get(document)?.pressed) {
    callback();
    return;
  }
  const controller = new AbortController();
  const ended = () => {
    controller.abort();
    // The click follows the release in the same task.
    setTimeout(callback, 0);
  };
  const options = { capture: true, passive: true, signal: controller.signal };
  document.addEventListener('pointerup', ended, options);
  document.addEventListener('pointercancel', ended, options);
}
