/** The legal documents every site publishes, each a page at `/legal/<id>`. */
export const legalDocumentIds = [
  'privacy-statement',
  'terms-of-use',
  'club-terms',
  'legal-notice',
  'accessibility-statement',
] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

/** The site path of a legal document, e.g. `/legal/privacy-statement`. */
export function legalDocumentPath(id: LegalDocumentId): `/legal/${LegalDocumentId}` {
  return `/legal/${id}`;
}

/** Site paths of the documents a customer consents to; the club terms exist where the club does. */
export const policyPaths = {
  privacy: legalDocumentPath('privacy-statement'),
  terms: legalDocumentPath('terms-of-use'),
  clubTerms: legalDocumentPath('club-terms'),
} as const;
