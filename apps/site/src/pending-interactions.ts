import { pendingInteractionsName } from '@shopfront/api';

/** What the page's start script kept of a visitor's actions before hydration (apps/server/src/site/deferred-start.ts). */
export type HeldAction =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null };

/** A field whose value the visitor changed before hydration, with that value. */
type ChangedField =
  | { readonly kind: 'typed'; readonly field: HTMLInputElement | HTMLTextAreaElement; readonly value: string }
  | { readonly kind: 'checked'; readonly field: HTMLInputElement; readonly checked: boolean }
  | { readonly kind: 'selected'; readonly field: HTMLSelectElement; readonly value: string };

function heldActionOf(entry: unknown): HeldAction | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const kind: unknown = Reflect.get(entry, 'kind');
  const target: unknown = Reflect.get(entry, kind === 'submit' ? 'form' : 'target');
  if (kind === 'click' && target instanceof HTMLElement) return { kind, target };
  const submitter: unknown = Reflect.get(entry, 'submitter');
  if (kind === 'submit' && target instanceof HTMLFormElement)
    return { kind, form: target, submitter: submitter instanceof HTMLElement ? submitter : null };
  return undefined;
}

function changedFieldOf(field: Element): ChangedField | undefined {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? { kind: 'selected', field, value: field.value } : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button is announced by the one now chosen.
    const changed = field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
    return changed ? { kind: 'checked', field, checked: field.checked } : undefined;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value === field.defaultValue ? undefined : { kind: 'typed', field, value: field.value };
  return undefined;
}

/**
 * Takes the actions the start script kept. Called just before hydrating: from then on React hears every event itself,
 * so the start script stops keeping them.
 */
export function takeHeldActions(): readonly HeldAction[] {
  const held: unknown = Reflect.get(window, pendingInteractionsName);
  Reflect.set(window, pendingInteractionsName, null);
  return (Array.isArray(held) ? held : []).map(heldActionOf).filter((action) => action !== undefined);
}

const nativeValueSetters = new Map(
  [HTMLInputElement, HTMLTextAreaElement].map((kind) => [
    kind.prototype,
    Object.getOwnPropertyDescriptor(kind.prototype, 'value')?.set,
  ]),
);

/**
 * Tells React the value a field got before hydration, as the browser would have on typing. React hears a change only
 * when the field's value differs from the one its value tracker last saw, and hydration starts that tracker from the
 * field as it is: so the field is first set to React's own value (its defaultValue, which React keeps in step) through
 * the tracker, then to the typed one past it, then the event follows.
 */
function announce(change: ChangedField): void {
  if (change.kind === 'selected') {
    change.field.value = change.value;
    change.field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (change.kind === 'checked') {
    const { field, checked } = change;
    if (field.defaultChecked === checked) return;
    field.checked = !checked;
    field.click();
  } else {
    const { field, value } = change;
    if (field.defaultValue === value) return;
    field.value = field.defaultValue;
    nativeValueSetters.get(Object.getPrototypeOf(field))?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Replays, on the page just hydrated (called in the commit, before anything renders again and resets a controlled
 * field to its state), what the visitor did before: every field changed from what the server rendered, typed up to
 * now (also while React hydrated: an event then finds the field as React does and tells it nothing); then, once React
 * has rendered what they hold (their updates render in a microtask; a handler reads the state of its render), the held
 * clicks and submissions in order.
 */
export function replayPendingInteractions(container: Element, actions: readonly HeldAction[]): void {
  const fields = [...container.querySelectorAll('input, textarea, select')].map(changedFieldOf);
  for (const change of fields) if (change) announce(change);
  setTimeout(() => {
    for (const action of actions) replay(action);
  });
}

function replay(action: HeldAction): void {
  if (action.kind === 'click') {
    if (action.target.isConnected) action.target.click();
    return;
  }
  const { form, submitter } = action;
  if (!form.isConnected) return;
  if (!(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement)) return form.requestSubmit();
  // Sent as its button would be: not while the hydrated form keeps it disabled (what was typed does not do).
  if (submitter.type === 'submit' && submitter.form === form && !submitter.disabled) form.requestSubmit(submitter);
}
