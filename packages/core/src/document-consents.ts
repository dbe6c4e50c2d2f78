import { type RequiredDocumentId, requiredDocumentIds } from './consents.ts';

export interface DocumentConsent {
  readonly isConsentGranted: boolean;
  readonly docVersion?: string | undefined;
}

/**
 * The required documents not granted at their current version, in a fixed order: what the extra-consent screen asks
 * for, and why a login is held back. A document without a current version is not asked for.
 */
export function outdatedDocuments(
  consents: Readonly<Record<string, DocumentConsent | undefined>>,
  currentVersions: Readonly<Partial<Record<RequiredDocumentId, string>>>,
): RequiredDocumentId[] {
  return requiredDocumentIds.filter((id) => {
    const current = currentVersions[id];
    const consent = consents[id];
    return current !== undefined && !(consent?.isConsentGranted && consent.docVersion === current);
  });
}
