import { type ReactNode, useEffect, useRef } from 'react';
import { Button, Notification } from '@shopfront/ui';

export interface OutcomePanelProps {
  /** The dialog's step, shown as `data-state` like the form's. */
  readonly step: string;
  readonly title: string;
  readonly children: ReactNode;
  readonly actionLabel: string;
  readonly onAction: () => void;
}

/**
 * What a dialog shows once its form is done: the success notice and the one way on. The form, and the button focused
 * in it, goes away: focus moves to that way on.
 */
export function OutcomePanel({ step, title, children, actionLabel, onAction }: OutcomePanelProps) {
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    action.current?.focus();
  }, []);
  return (
    <div className="sf-account-form" data-state={step}>
      <Notification tone="success" title={title}>
        {children}
      </Notification>
      <Button variant="primary" fullWidth onClick={onAction} ref={action}>
        {actionLabel}
      </Button>
    </div>
  );
}
