import { useLingui } from '@lingui/react';

/** The active catalogue's lookup: `text('nav.account')`, `text('footer.copyright', { year })`. */
export function useText(): (id: string, values?: Record<string, unknown>) => string {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}
