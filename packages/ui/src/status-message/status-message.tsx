import type { ReactNode } from 'react';
import './status-message.css';

export interface StatusMessageProps {
  /** The current text (e.g. the password strength); leave it empty rather than unmounting the component. */
  readonly children?: ReactNode;
}

/**
 * A polite live region. Screen readers announce changes of a region that is already on the page, so keep it
 * mounted from the start and change only its text.
 */
export function StatusMessage({ children }: StatusMessageProps) {
  return (
    <div role="status" aria-live="polite" className="sf-status-message">
      {children}
    </div>
  );
}
