import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker } from './field-message.tsx';
import type { FieldPropBags } from './use-field.ts';
import './field.css';

export interface FieldProps {
  readonly field: FieldPropBags;
  readonly label: string;
  readonly required: boolean;
  readonly hint: ReactNode;
  readonly error: string | undefined;
  /** The control (input and any button next to it), spread with `field.controlProps`. */
  readonly children: ReactNode;
}

/** Layout of a labelled text control: label, hint, control, error. */
export function Field({ field, label, required, hint, error, children }: FieldProps) {
  return (
    <div className="sf-field">
      <div className="sf-field__label-line">
        <label {...field.labelProps} className="sf-field__label">
          {label}
        </label>
        {required ? <RequiredMarker /> : null}
      </div>
      {field.hasHint ? <FieldHint {...field.hintProps}>{hint}</FieldHint> : null}
      {children}
      {field.hasError ? <FieldError {...field.errorProps}>{error}</FieldError> : null}
    </div>
  );
}
