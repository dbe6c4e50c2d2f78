import type { ReactNode } from 'react';
import type { Site } from '@shopfront/i18n';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import './page-layout.css';

export interface PageLayoutProps {
  readonly site: Site;
  readonly children: ReactNode;
}

/** Header, the page's main content (target of the skip link) and footer. */
export function PageLayout({ site, children }: PageLayoutProps) {
  return (
    <div className="sf-page">
      <SiteHeader site={site} />
      <main id="main-content" className="sf-page__content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
