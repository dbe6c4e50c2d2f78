/** docs/site-shell.md §2 header modes. */
export type HeaderMode = 'sticky' | 'static' | 'minimal' | 'logo-only';

export interface LayoutModeProps {
  /** Default true. */
  readonly stickyHeader?: boolean;
  /** Default false; the string "true" in any case counts too (docs/site-shell.md §3). */
  readonly minimal?: boolean | string;
  /** Default false. */
  readonly logoOnly?: boolean;
}

export function isMinimal(minimal: boolean | string | undefined): boolean {
  return typeof minimal === 'string' ? minimal.toLowerCase() === 'true' : minimal === true;
}

export function headerModeOf({ stickyHeader = true, minimal, logoOnly = false }: LayoutModeProps): HeaderMode {
  if (logoOnly) return 'logo-only';
  if (isMinimal(minimal)) return 'minimal';
  return stickyHeader ? 'sticky' : 'static';
}
