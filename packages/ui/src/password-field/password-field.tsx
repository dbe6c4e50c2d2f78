import { useRef } from 'react';
import type { Ref } from 'react';
import { Field } from '../field/field.tsx';
import { useInitialFocus } from '../field/use-initial-focus.ts';
import { useValueTypedBeforeHydration } from '../field/use-value-typed-before-hydration.ts';
import { useField } from '../field/use-field.ts';
import { useMergedRef } from '../field/use-merged-ref.ts';
import { EyeIcon, EyeOffIcon } from '../icon/icons.tsx';
import { usePasswordVisibility } from './use-password-visibility.ts';
import './password-field.css';

export interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  /** Accessible name of the toggle button in both states, e.g. "Show password"; `aria-pressed` tells the state. */
  readonly showLabel: string;
  readonly name?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Inside a Dialog: the field focused when the dialog opens (default: the first field). */
  readonly initialFocus?: boolean;
  readonly onBlur?: () => void;
  readonly ref?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  showLabel,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  initialFocus = false,
  onBlur,
  ref,
}: PasswordFieldProps) {
  const field = useField({ hint, error, required });
  const { visibility, inputType, toggleButtonProps } = usePasswordVisibility(field.controlProps.id);
  const inputRef = useRef<HTMLInputElement>(null);
  const setInputRef = useMergedRef(inputRef, ref);
  useInitialFocus(inputRef, initialFocus);
  useValueTypedBeforeHydration(inputRef, value, onChange);
  return (
    <Field field={field} label={label} required={required} hint={hint} error={error}>
      <div className="sf-password-field" data-state={visibility}>
        <input
          {...field.controlProps}
          ref={setInputRef}
          className="sf-field__input sf-password-field__input"
          type={inputType}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur ? () => onBlur() : undefined}
          name={name}
          autoComplete={autoComplete}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          data-autofocus={initialFocus ? '' : undefined}
        />
        <button
          {...toggleButtonProps}
          className="sf-password-field__toggle"
          aria-label={showLabel}
          disabled={disabled}
        >
          {visibility === 'visible' ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}
