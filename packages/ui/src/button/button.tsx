import type { ReactNode, Ref } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps {
  readonly variant: ButtonVariant;
  /** Defaults to 'button'. */
  readonly type?: 'button' | 'submit' | 'reset';
  /**
   * Shows a spinner and sets `aria-busy`; the button stays focusable (`aria-disabled`, not `disabled`) but ignores
   * clicks, including the form submission of a submit button.
   */
  readonly busy?: boolean;
  readonly fullWidth?: boolean;
  /** Not available until the form is valid (the specs' disabled submit buttons); a busy button uses `busy` instead. */
  readonly disabled?: boolean;
  readonly onClick?: () => void;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  type = 'button',
  busy = false,
  fullWidth = false,
  disabled = false,
  onClick,
  children,
  ref,
}: ButtonProps) {
  const className = ['sf-button', `sf-button--${variant}`, fullWidth ? 'sf-button--full-width' : null]
    .filter((name) => name !== null)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={className}
      aria-busy={busy ? true : undefined}
      aria-disabled={busy ? true : undefined}
      disabled={disabled && !busy}
      data-state={busy ? 'busy' : 'idle'}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      {busy ? <span className="sf-button__spinner" aria-hidden="true" /> : null}
      <span className="sf-button__label">{children}</span>
    </button>
  );
}
