import { TextField, useText } from '@shopfront/ui';

export interface EmailFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** The catalogue key of the field's error, when it has one. */
  readonly errorKey: string | undefined;
  /** A live note below the field (registration: the address is free). */
  readonly hint?: string | undefined;
  /** A new address (registration), the account's login, or the login that also offers passkeys in autofill. */
  readonly autoComplete?: 'username' | 'username webauthn' | 'email';
}

/** The account e-mail field of the login and forgot-password screens, focused when the dialog opens. */
export function EmailField({ value, onChange, onBlur, errorKey, hint, autoComplete = 'username' }: EmailFieldProps) {
  const text = useText();
  return (
    <TextField
      label={text('login.email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      initialFocus
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={errorKey ? text(errorKey) : undefined}
      {...(hint ? { hint } : {})}
    />
  );
}
