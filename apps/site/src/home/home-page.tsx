import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import { layoutModeOf } from '../layout-mode.ts';

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
