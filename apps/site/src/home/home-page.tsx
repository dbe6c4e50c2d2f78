import type { Site } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';

export function HomePage({ site }: { readonly site: Site }) {
  const text = useText();
  return (
    <PageLayout site={site}>
      <title>{`${text('page.home.title')} | Nordhem`}</title>
      <section className="site-hero">
        <h1>{text('page.home.title')}</h1>
        <p>{text('page.home.intro')}</p>
      </section>
    </PageLayout>
  );
}
