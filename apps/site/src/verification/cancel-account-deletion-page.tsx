import { cancelAccountDeletion } from '@shopfront/api';
import type { SitePageProps } from '../site-page-props.ts';
import { OneClickLinkPage, type OneClickOutcome, oneClickTexts } from '../newsletter/one-click-link-page.tsx';
import loadVerificationTexts from 'virtual:shopfront-catalogue/verification';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadVerificationTexts, loadWidgetCatalogue];

const linkParameters = ['token'] as const;
const texts = oneClickTexts('cancelAccountDeletion');

/** /e/cancel-account-deletion: the link of a deletion's confirmation mail keeps the account (ADR 023). */
export function CancelAccountDeletionPage(props: SitePageProps) {
  async function cancel(link: Readonly<Record<string, string>>): Promise<OneClickOutcome> {
    try {
      await cancelAccountDeletion((input, init) => fetch(input, init), props.accountConfig, link.token ?? '');
      return 'done';
    } catch {
      return 'invalid';
    }
  }
  return <OneClickLinkPage {...props} linkParameters={linkParameters} texts={texts} act={cancel} />;
}
