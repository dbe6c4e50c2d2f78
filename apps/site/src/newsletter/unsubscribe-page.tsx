import { IdentityProviderError, processCdcResponse, requestUnsubscribe } from '@shopfront/api';
import type { SitePageProps } from '../site-page-props.ts';
import { OneClickLinkPage, type OneClickOutcome, oneClickTexts } from './one-click-link-page.tsx';
import loadNewsletterTexts from 'virtual:shopfront-catalogue/newsletter';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadNewsletterTexts];

const linkParameters = ['channelToken', 'subscriptionID'] as const;
const texts = oneClickTexts('page.unsubscribe');

/**
 * The unsubscribe link of a marketing e-mail: accounts.unsubscribe with the link's single-purpose token. Mail
 * clients use the one-click address of the List-Unsubscribe header instead.
 */
export function UnsubscribePage(props: SitePageProps) {
  async function unsubscribe(link: Readonly<Record<string, string>>): Promise<OneClickOutcome> {
    try {
      await processCdcResponse(
        await requestUnsubscribe(
          (input, init) => fetch(input, init),
          props.accountConfig,
          link.channelToken ?? '',
          link.subscriptionID ?? '',
        ),
      );
      return 'done';
    } catch (error) {
      return error instanceof IdentityProviderError && error.statusCode < 500 ? 'invalid' : 'failed';
    }
  }
  return <OneClickLinkPage {...props} linkParameters={linkParameters} texts={texts} act={unsubscribe} />;
}
