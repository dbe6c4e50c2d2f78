import type { SitePage } from '@shopfront/i18n';
import type { LayoutModeProps } from '@shopfront/site-shell';

/**
 * The header mode of a page: the login callback shows the logo only; the home page takes the demo switch
 * `?layout=minimal` or `?layout=logo-only`. The server reads it too: a logo-only page loads no shell data.
 */
export function layoutModeOf(page: SitePage, searchParams: URLSearchParams): LayoutModeProps {
  if (page === 'loginCallback') return { logoOnly: true };
  if (page !== 'home') return {};
  const layout = searchParams.get('layout');
  if (layout === 'minimal') return { minimal: true };
  if (layout === 'logo-only') return { logoOnly: true };
  return {};
}
