import { useText } from '@shopfront/ui';
import { useReportNotFound } from '../page-status.tsx';

/** What every page that finds nothing to show renders; rendering it makes the server answer 404. */
export function NotFoundContent({ homeHref }: { readonly homeHref: string }) {
  useReportNotFound();
  const text = useText();
  return (
    <>
      <title>{`${text('page.notFound.title')} | Nordhem`}</title>
      <h1>{text('page.notFound.title')}</h1>
      <p>{text('page.notFound.message')}</p>
      <p>
        <a className="site-button-link" href={homeHref}>
          {text('page.notFound.homeLink')}
        </a>
      </p>
    </>
  );
}
