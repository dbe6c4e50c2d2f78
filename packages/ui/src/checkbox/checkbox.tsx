import type { ReactNode, Ref } from 'react';
import { FieldError, FieldHint, RequiredMarker } from '../field/field-message.tsx';
import { useField } from '../field/use-field.ts';
import './checkbox.css';

export interface CheckboxProps {
  /** May contain links (rendered by the caller); following a link does not toggle the box. */
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly name?: string;
  /** Shown below the label and wired as the checkbox's description. */
  readonly description?: ReactNode;
  readonly error?: string;
  /** A visible marker (*) and `aria-required`; no native `required`, the form validates. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  checked,
  onChange,
  name,
  description,
  error,
  required = false,
  disabled = false,
  ref,
}: CheckboxProps) {
  const field = useField({ hint: description, error, required });
  return (
    <div className="sf-checkbox">
      <input
        {...field.controlProps}
        ref={ref}
        className="sf-checkbox__input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        name={name}
        disabled={disabled}
      />
      <div className="sf-checkbox__text">
        <div>
          <label {...field.labelProps} className="sf-checkbox__label">
            {label}
          </label>
          {required ? <RequiredMarker /> : null}
        </div>
        {field.hasHint ? <FieldHint {...field.hintProps}>{description}</FieldHint> : null}
        {field.hasError ? <FieldError {...field.errorProps}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
