import type { ReactNode } from 'react';
import { ErrorIcon } from '../icon/icons.tsx';
import './field.css';

/** Help text under a label; its id goes into the control's `aria-describedby`. */
export function FieldHint({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <div id={id} className="sf-field__hint">
      {children}
    </div>
  );
}

/** An error under a control: icon and text, so it is not told by colour alone. */
export function FieldError({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="sf-field__error">
      <ErrorIcon />
      <span>{children}</span>
    </p>
  );
}

/**
 * The required marker: a symbol after the label, hidden from assistive technology (which gets `aria-required`),
 * and outside the `<label>` so the label's text stays exactly the caller's.
 */
export function RequiredMarker() {
  return (
    <span className="sf-field__required" aria-hidden="true">
      *
    </span>
  );
}
