import { sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import type { SitePageProps } from '../site-page-props.ts';
import { NotFoundContent } from './not-found-content.tsx';
import loadNotFoundTexts from 'virtual:shopfront-catalogue/notFound';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadNotFoundTexts];

/** Unknown page in a known site: inside the site's layout; unknown market or locale: a bare page that links to the market list. */
export function NotFoundPage(props: Partial<SitePageProps>) {
  if (!props.site || !props.accountConfig || props.pagePath === undefined) {
    return (
      <main id="main-content" className="sf-page__content">
        <NotFoundContent homeHref="/" />
      </main>
    );
  }
  return (
    <PageLayout site={props.site} accountConfig={props.accountConfig} pagePath={props.pagePath}>
      <NotFoundContent homeHref={sitePath(props.site, '/')} />
    </PageLayout>
  );
}
