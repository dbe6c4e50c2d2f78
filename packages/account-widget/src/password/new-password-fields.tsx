import type { PasswordPolicy } from '@shopfront/core';
import { useText } from '@shopfront/ui';
import { AccountPasswordField } from './account-password-field.tsx';
import type { NewPasswordCheck } from './new-password-check.ts';
import { passwordRules } from './password-rules.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

export interface NewPasswordFieldsProps {
  readonly newPassword: string;
  readonly confirmation: string;
  readonly onNewPasswordChange: (value: string) => void;
  readonly onConfirmationChange: (value: string) => void;
  readonly check: NewPasswordCheck;
  readonly policy: PasswordPolicy | undefined;
  /** The mismatch text differs between screens (docs/account-widget.md §5). */
  readonly mismatchTextKey: 'password.mismatchChange' | 'password.mismatchReset';
  readonly initialFocus?: boolean;
  /** Registration sets a first password, not a new one. */
  readonly labelKeys?: { readonly password: string; readonly confirmation: string };
}

/** New password with the policy's rules and the strength meter, then its confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const text = useText();
  const rules = passwordRules(props.policy);
  return (
    <>
      <AccountPasswordField
        label={text(props.labelKeys?.password ?? 'password.new')}
        name="newPassword"
        autoComplete="new-password"
        initialFocus={props.initialFocus ?? false}
        hint={text(rules.key, rules.values)}
        error={
          props.check.sameAsCurrent
            ? text('password.sameAsCurrent')
            : props.check.common
              ? text('error.passwordTooCommon')
              : undefined
        }
        value={props.newPassword}
        onChange={props.onNewPasswordChange}
      />
      <PasswordStrengthMeter level={props.check.strength} visible={props.newPassword !== ''} />
      <AccountPasswordField
        label={text(props.labelKeys?.confirmation ?? 'password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        error={props.check.mismatch ? text(props.mismatchTextKey) : undefined}
        value={props.confirmation}
        onChange={props.onConfirmationChange}
      />
    </>
  );
}
