import type { AccountWidgetConfig } from '@shopfront/api';
import { type Site, sitePages, sitePath } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import { AccountArea } from '../account/account-area.tsx';
import { useSiteConfig } from '../site-config/use-site-config.ts';
import './site-header.css';

export interface SiteHeaderProps {
  readonly site: Site;
  readonly accountConfig: AccountWidgetConfig;
  /** The current path inside the site. */
  readonly pagePath: string;
  /** Logo only: no navigation, no icons, no data loading. */
  readonly logoOnly?: boolean;
}

function HeaderNavigation({ site }: { readonly site: Site }) {
  const text = useText();
  const { data, status } = useSiteConfig(site);
  return (
    <nav className="sf-header__navigation" aria-label={text('nav.mainMenu')} aria-busy={status === 'pending'}>
      <ul className="sf-header__menu">
        {data?.navigation.header.menu.map((category) => (
          <li key={category.href}>
            <a className="sf-header__menu-link" href={category.href}>
              {category.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteHeader({ site, accountConfig, pagePath, logoOnly = false }: SiteHeaderProps) {
  const text = useText();
  return (
    <header className="sf-header" data-mode={logoOnly ? 'logo-only' : 'sticky'}>
      <a className="sf-skip-link" href="#main-content">
        {text('a11y.skipToContent')}
      </a>
      <div className="sf-header__bar">
        <a className="sf-header__logo" href={sitePath(site, sitePages.home)} aria-label={text('nav.logo')}>
          Nordhem
        </a>
        {logoOnly ? null : (
          <>
            <HeaderNavigation site={site} />
            <AccountArea site={site} config={accountConfig} pagePath={pagePath} />
          </>
        )}
      </div>
    </header>
  );
}
