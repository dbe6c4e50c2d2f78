import { Field } from '../field/field.tsx';
import { useTextInput } from '../field/use-text-input.ts';
import type { TextInputProps } from '../field/use-text-input.ts';
import { EyeIcon, EyeOffIcon } from '../icon/icons.tsx';
import { usePasswordVisibility } from './use-password-visibility.ts';
import './password-field.css';

export interface PasswordFieldProps extends TextInputProps {
  readonly autoComplete: 'current-password' | 'new-password';
  /** Accessible name of the toggle button in both states, e.g. "Show password"; `aria-pressed` tells the state. */
  readonly showLabel: string;
}

export function PasswordField({ autoComplete, showLabel, ...input }: PasswordFieldProps) {
  const { fieldProps, inputProps } = useTextInput(input);
  const { visibility, inputType, toggleButtonProps } = usePasswordVisibility(inputProps.id);
  return (
    <Field {...fieldProps}>
      <div className="sf-password-field" data-state={visibility}>
        <input
          {...inputProps}
          className="sf-field__input sf-password-field__input"
          type={inputType}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
        />
        <button
          {...toggleButtonProps}
          className="sf-password-field__toggle"
          aria-label={showLabel}
          disabled={inputProps.disabled}
        >
          {visibility === 'visible' ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}
