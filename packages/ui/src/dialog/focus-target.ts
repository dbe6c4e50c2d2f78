/** DOM look-ups for the dialog's focus bookkeeping. */

const fieldSelector = 'input:not([type="hidden"]), select, textarea';
const focusableSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function canReceiveFocus(element: HTMLElement): boolean {
  return !element.matches(':disabled') && element.closest('[hidden], [inert]') === null;
}

function firstFocusable(container: HTMLElement, selector: string): HTMLElement | null {
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).find(canReceiveFocus) ?? null;
}

/**
 * Where focus goes when a dialog opens: the element marked `data-autofocus`, else the first form field,
 * else the first focusable element of the content. `null` when the content has nothing focusable.
 */
export function findInitialFocusTarget(content: HTMLElement): HTMLElement | null {
  const marked = content.querySelector<HTMLElement>('[data-autofocus]');
  if (marked && canReceiveFocus(marked)) return marked;
  return firstFocusable(content, fieldSelector) ?? firstFocusable(content, focusableSelector);
}

/** The focused element, looking into open shadow roots (a host may mount the widget in one). */
export function getDeepActiveElement(document: Document): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
