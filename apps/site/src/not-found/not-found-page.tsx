import { sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import loadNotFoundTexts from 'virtual:shopfront-catalogue/notFound';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadNotFoundTexts];

function NotFoundContent({ homeHref }: { readonly homeHref: string }) {
  const text = useText();
  return (
    <>
      <title>{`${text('page.notFound.title')} | Nordhem`}</title>
      <h1>{text('page.notFound.title')}</h1>
      <p>{text('page.notFound.message')}</p>
      <p>
        <a className="site-button-link" href={homeHref}>{text('page.notFound.homeLink')}</a>
      </p>
    </>
  );
}

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
