import type { ReactNode } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import './page-layout.css';

export interface PageLayoutProps {
  readonly site: Site;
  readonly accountConfig: AccountWidgetConfig;
  /** The current path inside the site. */
  readonly pagePath: string;
  /** Logo-only header: no navigation, no icons, no data loading (e.g. while a login completes). */
  readonly logoOnly?: boolean;
  readonly children: ReactNode;
}

/** Header, the page's main content (target of the skip link) and footer. */
export function PageLayout({ site, accountConfig, pagePath, logoOnly = false, children }: PageLayoutProps) {
  return (
    <div className="sf-page">
      <SiteHeader site={site} accountConfig={accountConfig} pagePath={pagePath} logoOnly={logoOnly} />
      <main id="main-content" className="sf-page__content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
