import { useEffect, useRef } from 'react';
import type { FocusEvent, Ref, RefCallback } from 'react';
import { afterPointerPress, trackPointerPresses } from './after-press.ts';
import type { FieldProps } from './field.tsx';
import { useField } from './use-field.ts';
import type { FieldPropBags } from './use-field.ts';
import { useInitialFocus } from './use-initial-focus.ts';
import { useMergedRef } from './use-merged-ref.ts';
import { useValueTypedBeforeHydration } from './use-value-typed-before-hydration.ts';

/** What every labelled single-line input (text, e-mail, password) takes. */
export interface TextInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
  readonly hint?: string;
  /** Shown below the field, marks it invalid and describes it. */
  readonly error?: string;
  /** A visible marker (*) and `aria-required`; no native `required`, the form validates. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Inside a Dialog: the field focused when the dialog opens (default: the first field). */
  readonly initialFocus?: boolean;
  /** The field was left; when a press elsewhere took the focus, called once that press's click is done. */
  readonly onBlur?: () => void;
  readonly ref?: Ref<HTMLInputElement>;
}

export interface TextInputPropBags {
  /** For `Field` (label, hint, error and their ARIA wiring), all but its children. */
  readonly fieldProps: Omit<FieldProps, 'children'>;
  /** For the `<input>`: id and ARIA, the controlled value, focus on open and the value typed before hydration. */
  readonly inputProps: FieldPropBags['controlProps'] & {
    readonly ref: RefCallback<HTMLInputElement>;
    readonly value: string;
    readonly onChange: (event: { readonly currentTarget: HTMLInputElement }) => void;
    readonly onBlur: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
    readonly name: string | undefined;
    readonly disabled: boolean;
    readonly 'data-autofocus': '' | undefined;
  };
}

/** The behaviour TextField and PasswordField share; each adds its own input attributes and markup. */
export function useTextInput({
  label,
  value,
  onChange,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  initialFocus = false,
  onBlur,
  ref,
}: TextInputProps): TextInputPropBags {
  const field = useField({ hint, error, required });
  const inputRef = useRef<HTMLInputElement>(null);
  const setInputRef = useMergedRef(inputRef, ref);
  useInitialFocus(inputRef, initialFocus);
  useValueTypedBeforeHydration(inputRef, value, onChange);
  useEffect(() => {
    if (inputRef.current) trackPointerPresses(inputRef.current.ownerDocument);
  }, []);
  return {
    fieldProps: { field, label, required, hint, error },
    inputProps: {
      ...field.controlProps,
      ref: setInputRef,
      value,
      onChange: (event) => onChange(event.currentTarget.value),
      onBlur: onBlur ? (event) => afterPointerPress(event.currentTarget.ownerDocument, onBlur) : undefined,
      name,
      disabled,
      'data-autofocus': initialFocus ? '' : undefined,
    },
  };
}
