import type { Site } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';

export function LoginPage({ site }: { readonly site: Site }) {
  const text = useText();
  return (
    <PageLayout site={site}>
      <title>{`${text('page.login.title')} | Nordhem`}</title>
      <h1>{text('page.login.title')}</h1>
      <p>{text('page.login.intro')}</p>
    </PageLayout>
  );
}
