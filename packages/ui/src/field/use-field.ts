import { useId } from 'react';
import type { ReactNode } from 'react';

export interface UseFieldOptions {
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
}

export interface FieldPropBags {
  readonly labelProps: { readonly htmlFor: string };
  readonly controlProps: {
    readonly id: string;
    readonly 'aria-describedby': string | undefined;
    readonly 'aria-invalid': true | undefined;
    readonly 'aria-required': true | undefined;
  };
  readonly hintProps: { readonly id: string };
  readonly errorProps: { readonly id: string };
  readonly hasHint: boolean;
  readonly hasError: boolean;
}

/**
 * Ids and ARIA wiring shared by the form fields: the label names the control, the hint and the error describe
 * it (hint first, in reading order), an error marks it invalid. An empty string counts as no hint or no error.
 * The control's `aria-required` is set without the native `required`, whose browser bubble would speak the
 * browser's language instead of the page's.
 */
export function useField({ hint, error, required = false }: UseFieldOptions): FieldPropBags {
  const controlId = useId();
  const hintId = useId();
  const errorId = useId();
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const hasError = error !== undefined && error !== '';
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter((id) => id !== null).join(' ');
  return {
    labelProps: { htmlFor: controlId },
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
      'aria-invalid': hasError ? true : undefined,
      'aria-required': required ? true : undefined,
    },
    hintProps: { id: hintId },
    errorProps: { id: errorId },
    hasHint,
    hasError,
  };
}
