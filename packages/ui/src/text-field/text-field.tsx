import { useRef } from 'react';
import type { HTMLAttributes, HTMLInputAutoCompleteAttribute, Ref } from 'react';
import { Field } from '../field/field.tsx';
import { useInitialFocus } from '../field/use-initial-focus.ts';
import { useValueTypedBeforeHydration } from '../field/use-value-typed-before-hydration.ts';
import { useField } from '../field/use-field.ts';
import { useMergedRef } from '../field/use-merged-ref.ts';

export type TextFieldType = 'email' | 'text' | 'password';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Defaults to 'text'. */
  readonly type?: TextFieldType;
  readonly name?: string;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly hint?: string;
  /** Shown below the field, marks it invalid and describes it. */
  readonly error?: string;
  /** A visible marker (*) and `aria-required`; no native `required`, the form validates. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Inside a Dialog: the field focused when the dialog opens (default: the first field). */
  readonly initialFocus?: boolean;
  readonly onBlur?: () => void;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  name,
  autoComplete,
  inputMode,
  hint,
  error,
  required = false,
  disabled = false,
  initialFocus = false,
  onBlur,
  ref,
}: TextFieldProps) {
  const field = useField({ hint, error, required });
  const inputRef = useRef<HTMLInputElement>(null);
  const setInputRef = useMergedRef(inputRef, ref);
  useInitialFocus(inputRef, initialFocus);
  useValueTypedBeforeHydration(inputRef, value, onChange);
  const isEmail = type === 'email';
  return (
    <Field field={field} label={label} required={required} hint={hint} error={error}>
      <input
        {...field.controlProps}
        ref={setInputRef}
        className="sf-field__input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur ? () => onBlur() : undefined}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        disabled={disabled}
        spellCheck={isEmail ? false : undefined}
        autoCapitalize={isEmail ? 'none' : undefined}
        data-autofocus={initialFocus ? '' : undefined}
      />
    </Field>
  );
}
