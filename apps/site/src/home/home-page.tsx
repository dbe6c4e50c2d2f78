import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import { layoutModeOf } from '../layout-mode.ts';
import loadHomeTexts from 'virtual:shopfront-catalogue/home';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadHomeTexts];

export function HomePage(props: SitePageProps) {
  const text = useText();
  return (
    <PageLayout {...props} {...layoutModeOf('home', props.searchParams)}>
      <title>{`${text('page.home.title')} | Nordhem`}</title>
      <section className="site-hero">
        <h1>{text('page.home.title')}</h1>
        <p>{text('page.home.intro')}</p>
      </section>
    </PageLayout>
  );
}
