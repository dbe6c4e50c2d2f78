import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * `initialFocus` of the fields: the field a Dialog focuses when it opens, instead of its first field. The field
 * carries `data-autofocus` for that. If the field appears while its dialog is already open (the next step of a
 * flow), it focuses itself. Outside a dialog it does nothing: no page-load autofocus (jsx-a11y/no-autofocus), and
 * no native `autoFocus`, which would run before the dialog recorded the element to return focus to.
 */
export function useInitialFocus(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (element.closest('dialog')?.open) element.focus();
  }, [ref, enabled]);
}
