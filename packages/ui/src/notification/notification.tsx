import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon } from '../icon/icons.tsx';
import './notification.css';

export type NotificationTone = 'error' | 'success' | 'info';

export interface NotificationProps {
  readonly tone: NotificationTone;
  /** Says what happened in words (e.g. "Sign-in failed"), so the tone is not told by colour and icon alone. */
  readonly title: string;
  /** Details below the title. */
  readonly children?: ReactNode;
}

function liveRole(tone: NotificationTone): 'alert' | 'status' {
  switch (tone) {
    case 'error':
      return 'alert';
    case 'success':
    case 'info':
      return 'status';
    default:
      return tone satisfies never;
  }
}

function ToneIcon({ tone }: { readonly tone: NotificationTone }) {
  switch (tone) {
    case 'error':
      return <ErrorIcon />;
    case 'success':
      return <SuccessIcon />;
    case 'info':
      return <InfoIcon />;
    default:
      return tone satisfies never;
  }
}

/** An inline message: errors are `role="alert"` (assertive), success and info `role="status"` (polite). */
export function Notification({ tone, title, children }: NotificationProps) {
  return (
    <div role={liveRole(tone)} className={`sf-notification sf-notification--${tone}`} data-tone={tone}>
      <span className="sf-notification__icon">
        <ToneIcon tone={tone} />
      </span>
      <div className="sf-notification__body">
        <p className="sf-notification__title">{title}</p>
        {children !== undefined && children !== null && children !== false ? (
          <div className="sf-notification__details">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
