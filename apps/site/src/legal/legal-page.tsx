import { type LegalDocumentId, legalDocumentIds, legalDocumentPath, sitePath } from '@shopfront/i18n';
import type { ReactNode } from 'react';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import loadLegalTexts from 'virtual:shopfront-catalogue/legal';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadLegalTexts];

/** The catalogue keys of each legal document: its title and its body, which names the market's company entity. */
const documentTexts = {
  'privacy-statement': { title: 'page.legal.privacyStatement.title', body: 'page.legal.privacyStatement.body' },
  'terms-of-use': { title: 'page.legal.termsOfUse.title', body: 'page.legal.termsOfUse.body' },
  'club-terms': { title: 'page.legal.clubTerms.title', body: 'page.legal.clubTerms.body' },
  'legal-notice': { title: 'page.legal.legalNotice.title', body: 'page.legal.legalNotice.body' },
  'accessibility-statement': {
    title: 'page.legal.accessibilityStatement.title',
    body: 'page.legal.accessibilityStatement.body',
  },
} as const satisfies Record<LegalDocumentId, { title: string; body: string }>;

export interface LegalPageProps extends SitePageProps {
  readonly document: LegalDocumentId;
}

/**
 * A legal document of the site's market in the site's language (privacy statement, terms of use, club terms, legal
 * notice, accessibility statement): the company entity responsible for the market and links to
 * the other documents. The privacy statement carries the cookie section the footer's cookie link points to.
 */
function LegalPage({ document, ...props }: LegalPageProps) {
  const text = useText();
  const company = text('market.companyEntity');
  const title = text(documentTexts[document].title);
  return (
    <PageLayout {...props}>
      <title>{`${title} | Nordhem`}</title>
      <article className="site-legal">
        <h1>{title}</h1>
        <p>{text(documentTexts[document].body, { company })}</p>
        {document === 'privacy-statement' ? (
          <section aria-labelledby="cookies">
            <h2 id="cookies">{text('page.legal.cookiesHeading')}</h2>
            <p>{text('page.legal.cookies', { company })}</p>
          </section>
        ) : null}
        <section aria-labelledby="legal-responsible">
          <h2 id="legal-responsible">{text('page.legal.responsibleHeading')}</h2>
          <p>{text('page.legal.responsible', { company })}</p>
        </section>
        <nav aria-labelledby="legal-other-documents">
          <h2 id="legal-other-documents">{text('page.legal.otherDocuments')}</h2>
          <ul>
            {legalDocumentIds
              .filter((id) => id !== document)
              .map((id) => (
                <li key={id}>
                  <a href={sitePath(props.site, legalDocumentPath(id))}>{text(documentTexts[id].title)}</a>
                </li>
              ))}
          </ul>
        </nav>
      </article>
    </PageLayout>
  );
}

/** One page component per document, for the page table (each a route of its own). */
export const legalDocumentPages = Object.fromEntries(
  legalDocumentIds.map((document) => [
    document,
    (props: SitePageProps) => <LegalPage {...props} document={document} />,
  ]),
) as Record<LegalDocumentId, (props: SitePageProps) => ReactNode>;
