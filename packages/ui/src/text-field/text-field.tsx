import type { HTMLAttributes, HTMLInputAutoCompleteAttribute } from 'react';
import { Field } from '../field/field.tsx';
import { useTextInput } from '../field/use-text-input.ts';
import type { TextInputProps } from '../field/use-text-input.ts';

export type TextFieldType = 'email' | 'text' | 'password';

export interface TextFieldProps extends TextInputProps {
  /** Defaults to 'text'. */
  readonly type?: TextFieldType;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export function TextField({ type = 'text', autoComplete, inputMode, ...input }: TextFieldProps) {
  const { fieldProps, inputProps } = useTextInput(input);
  const isEmail = type === 'email';
  return (
    <Field {...fieldProps}>
      <input
        {...inputProps}
        className="sf-field__input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={isEmail ? false : undefined}
        autoCapitalize={isEmail ? 'none' : undefined}
      />
    </Field>
  );
}
