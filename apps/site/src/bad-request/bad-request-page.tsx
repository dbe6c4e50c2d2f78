import { sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import { refusedAddressMarker } from '../routes.ts';
import type { SitePageProps } from '../site-page-props.ts';
import loadBadRequestTexts from 'virtual:shopfront-catalogue/badRequest';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadBadRequestTexts];

function BadRequestContent({ homeHref }: { readonly homeHref: string }) {
  const text = useText();
  return (
    <div {...{ [refusedAddressMarker]: '' }}>
      <title>{`${text('page.badRequest.title')} | Nordhem`}</title>
      <h1>{text('page.badRequest.title')}</h1>
      <p>{text('page.badRequest.message')}</p>
      <p>
        <a className="site-button-link" href={homeHref}>
          {text('page.notFound.homeLink')}
        </a>
      </p>
    </div>
  );
}

/**
 * An address the server refused as untrusted input (a control character in its query): the site's error page in the
 * site's language, answered 400, instead of the page the address names; outside every site, a bare page.
 */
export function BadRequestPage(props: Partial<SitePageProps>) {
  if (!props.site || !props.accountConfig || props.pagePath === undefined) {
    return (
      <main id="main-content" className="sf-page__content">
        <BadRequestContent homeHref="/" />
      </main>
    );
  }
  return (
    <PageLayout site={props.site} accountConfig={props.accountConfig} pagePath={props.pagePath}>
      <BadRequestContent homeHref={sitePath(props.site, '/')} />
    </PageLayout>
  );
}
