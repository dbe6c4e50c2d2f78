import type { FormEvent } from 'react';

/** The props of a form element: its submit handler. */
export interface FormBinding {
  readonly onSubmit: (event: FormEvent) => void;
}

/** The props of a form's submit button. */
export interface SubmitBinding {
  readonly busy: boolean;
  readonly disabled: boolean;
}

/** What every dialog hook returns besides its own parts: the state, the form's props and its submit button's. */
export interface DialogFormBindings<State> {
  readonly state: State;
  readonly form: FormBinding;
  readonly submit: SubmitBinding;
}

/** A text field's props; `errorKey` is the catalogue key of its error, when it has one. */
export interface TextFieldBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly errorKey?: string | undefined;
}

/** A checkbox's props. */
export interface CheckboxBinding {
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** The props of `EmailField`. */
export interface EmailFieldBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly errorKey: string | undefined;
}
