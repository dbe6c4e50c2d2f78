import type { Queryable } from '../db/database.ts';

/** The consents every account needs at the current document version before it may log in. */
export const requiredConsentIds = ['terms-statement', 'privacy-statement'] as const;
export type RequiredConsentId = (typeof requiredConsentIds)[number];

export interface ConsentRecord {
  readonly consentId: string;
  readonly docVersion: string;
  readonly isGranted: boolean;
}

export class ConsentRepository {
  constructor(private readonly database: Queryable) {}

  list(uid: string): Promise<ConsentRecord[]> {
    return this.database.query<ConsentRecord>(
      `select consent_id as "consentId", doc_version as "docVersion", is_granted as "isGranted"
       from account_consents where uid = $1 order by consent_id`,
      [uid],
    );
  }

  async grant(uid: string, consentId: string, docVersion: string, isGranted: boolean): Promise<void> {
    await this.database.query(
      `insert into account_consents (uid, consent_id, doc_version, is_granted) values ($1, $2, $3, $4)
       on conflict (uid, consent_id) do update set doc_version = excluded.doc_version,
         is_granted = excluded.is_granted, updated_at = now()`,
      [uid, consentId, docVersion, isGranted],
    );
  }
}

/** Which required consents are missing or granted for an older document version. */
export function missingConsents(
  consents: readonly ConsentRecord[],
  currentVersions: { readonly terms: string; readonly privacy: string },
): RequiredConsentId[] {
  const versionOf = { 'terms-statement': currentVersions.terms, 'privacy-statement': currentVersions.privacy };
  return requiredConsentIds.filter(
    (id) => !consents.some((consent) => consent.consentId === id && consent.isGranted && consent.docVersion === versionOf[id]),
  );
}

export function currentVersionOf(id: RequiredConsentId, currentVersions: { readonly terms: string; readonly privacy: string }) {
  return id === 'terms-statement' ? currentVersions.terms : currentVersions.privacy;
}


