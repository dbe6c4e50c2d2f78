import { sitePath } from '@shopfront/i18n';
import { PageLayout, useSiteConfig } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import { NotFoundContent } from '../not-found/not-found-content.tsx';
import type { SitePageProps } from '../site-page-props.ts';
import { hostPageTitleOf } from './host-page-title.ts';
import loadHostPageTexts from 'virtual:shopfront-catalogue/hostPage';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadHostPageTexts];

/**
 * A page of the shop itself that the shell or the site's content links to (service, company, offers, basket,
 * checkout, the customer's other account pages): in the demo it says so, named as the link names it, instead of a 404;
 * a path under those sections that nothing on the site names is not found (a 404).
 */
export function HostPage(props: SitePageProps) {
  const text = useText();
  const { site, pagePath } = props;
  const { data: config } = useSiteConfig(site);
  const title = config ? hostPageTitleOf(config, sitePath(site, pagePath), pagePath) : undefined;
  if (config && !title) {
    return (
      <PageLayout {...props}>
        <NotFoundContent homeHref={sitePath(site, '/')} />
      </PageLayout>
    );
  }
  const heading = title === undefined ? text('page.notFound.title') : 'label' in title ? title.label : text(title.key);
  return (
    <PageLayout {...props}>
      <title>{`${heading} | Nordhem`}</title>
      <h1>{heading}</h1>
      <p>{text('page.hostPage.message')}</p>
    </PageLayout>
  );
}
