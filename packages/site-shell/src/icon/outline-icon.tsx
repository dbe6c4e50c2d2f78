import type { ReactNode } from 'react';

/**
 * The shell's decorative 24×24 outline icons: hidden from assistive technology (the buttons and links around them
 * carry the accessible names) and drawn in `currentColor`. The svg carries the outline's stroke once; filled marks
 * inside say `fill="currentColor" stroke="none"`.
 */
export function OutlineIcon({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
