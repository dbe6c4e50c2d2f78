import type { ComponentProps } from 'react';
import type { FormBinding } from './form-bindings.ts';

type PostedFormProps = Omit<ComponentProps<'form'>, 'method' | 'noValidate' | 'onSubmit'> & {
  readonly form: FormBinding;
};

/**
 * A page form that takes a password: posted, so one submitted before its script ran never puts the password into the
 * address; the widget validates its fields itself.
 */
export function PostedForm({ form, ...props }: PostedFormProps) {
  return <form method="post" onSubmit={form.onSubmit} noValidate {...props} />;
}
