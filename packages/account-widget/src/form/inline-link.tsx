import type { ReactNode } from 'react';

/** A link inside a translated sentence: RichText puts the linked words inside. */
export function InlineLink({ href, children }: { readonly href: string; readonly children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}
