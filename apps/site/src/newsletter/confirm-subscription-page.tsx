import { ExperienceApiError, confirmNewsletterSubscription } from '@shopfront/api';
import type { SitePageProps } from '../site-page-props.ts';
import { OneClickLinkPage, type OneClickOutcome, oneClickTexts } from './one-click-link-page.tsx';
import loadNewsletterTexts from 'virtual:shopfront-catalogue/newsletter';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadNewsletterTexts];

const linkParameters = ['token'] as const;
const texts = oneClickTexts('page.confirmSubscription');

/** The double opt-in link of a newsletter sign-up without an account: the subscription starts with this click. */
export function ConfirmSubscriptionPage(props: SitePageProps) {
  async function confirm(link: Readonly<Record<string, string>>): Promise<OneClickOutcome> {
    try {
      await confirmNewsletterSubscription((input, init) => fetch(input, init), props.accountConfig, link.token ?? '');
      return 'done';
    } catch (error) {
      return error instanceof ExperienceApiError && error.status < 500 ? 'invalid' : 'failed';
    }
  }
  return <OneClickLinkPage {...props} linkParameters={linkParameters} texts={texts} act={confirm} />;
}
