import { type FormEvent, useState } from 'react';
import type { FooterForm as FooterFormDefinition } from '@shopfront/api';

export interface FooterFormProps {
  readonly form: FooterFormDefinition;
  readonly method: 'get' | 'post';
  readonly submitLabel: string;
  /** Runs with the entered value just before the browser submits the form (it is never prevented). */
  readonly beforeSubmit: (value: string) => void;
}

/**
 * A footer form (docs/site-shell.md §3 form definition, §5, §7): a plain HTML form posted to its configured action with
 * one field named by the definition, so it works before (or without) JavaScript. While its field has focus the form
 * carries `data-focused` (§4 footer form focus).
 */
export function FooterForm({ form, method, submitLabel, beforeSubmit }: FooterFormProps) {
  const [focused, setFocused] = useState(false);
  const fieldId = `${form.id}-field`;
  const headingId = `${form.id}-heading`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get(form.name);
    beforeSubmit(typeof value === 'string' ? value : '');
  }

  return (
    <form
      id={form.id}
      className="sf-footer__form"
      action={form.href}
      method={method}
      aria-labelledby={headingId}
      data-focused={focused}
      onSubmit={onSubmit}
      // docs/site-shell.md §5: no validation is shown; the receiving page answers.
      noValidate
    >
      <h2 id={headingId} className="sf-footer__heading">
        {form.formLabel}
      </h2>
      <label htmlFor={fieldId} className="sf-footer__label">
        {form.label}
      </label>
      <div className="sf-footer__form-row">
        <input
          id={fieldId}
          className="sf-footer__input"
          name={form.name}
          type={form.type}
          placeholder={form.placeholder}
          autoComplete={form.type === 'email' ? 'email' : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <button type="submit" className="sf-footer__submit">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
