import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import loadNewsletterTexts from 'virtual:shopfront-catalogue/newsletter';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadNewsletterTexts];

/**
 * Where every accepted newsletter sign-up lands: the same words whether the address was new, already subscribed or
 * has an account, so the page tells nothing about it. The subscription starts when the mailed link is opened.
 */
export function CheckInboxPage(props: SitePageProps) {
  const text = useText();
  return (
    <PageLayout {...props}>
      <title>{`${text('page.checkInbox.title')} | Nordhem`}</title>
      <div className="site-narrow">
        <h1>{text('page.checkInbox.title')}</h1>
        <p>{text('page.checkInbox.message')}</p>
      </div>
    </PageLayout>
  );
}
