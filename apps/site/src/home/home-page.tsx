import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';

/** Demo switch of the shared layout's header modes: `?layout=minimal` or `?layout=logo-only`. */
function layoutModeFromQuery(): { minimal?: boolean; logoOnly?: boolean } {
  const layout = new URL(window.location.href).searchParams.get('layout');
  if (layout === 'minimal') return { minimal: true };
  if (layout === 'logo-only') return { logoOnly: true };
  return {};
}

export function HomePage(props: SitePageProps) {
  const text = useText();
  return (
    <PageLayout {...props} {...layoutModeFromQuery()}>
      <title>{`${text('page.home.title')} | Nordhem`}</title>
      <section className="site-hero">
        <h1>{text('page.home.title')}</h1>
        <p>{text('page.home.intro')}</p>
      </section>
    </PageLayout>
  );
}
