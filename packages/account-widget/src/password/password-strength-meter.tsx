import type { PasswordStrengthLevel } from '@shopfront/core';
import { StatusMessage, useText } from '@shopfront/ui';
import { strengthTextKey } from './password-rules.ts';
import './password-strength-meter.css';

/** The strength of the new password in words (read politely by screen readers) and as a bar. */
export function PasswordStrengthMeter({
  level,
  visible,
}: {
  readonly level: PasswordStrengthLevel;
  readonly visible: boolean;
}) {
  const text = useText();
  return (
    <div className="sf-strength" data-level={visible ? level : undefined}>
      <div className="sf-strength__bar" aria-hidden="true">
        <span />
      </div>
      <StatusMessage>{visible ? text('password.strength', { level: text(strengthTextKey(level)) }) : ''}</StatusMessage>
    </div>
  );
}
