import { PasswordField, useText } from '@shopfront/ui';
import type { PasswordFieldProps } from '@shopfront/ui';

export type AccountPasswordFieldProps = Omit<PasswordFieldProps, 'showLabel' | 'required'>;

/** Every password field of the widget: required, its show/hide toggle named from the catalogue. */
export function AccountPasswordField(props: AccountPasswordFieldProps) {
  const text = useText();
  return <PasswordField {...props} showLabel={text('login.showPassword')} required />;
}
