import {
  type ConsentId,
  type ConsentKind,
  type RequiredDocumentId,
  consentKey,
  declarationIds,
  outdatedDocuments,
  requiredDocumentIds,
} from '@shopfront/core';
import type { Queryable } from '../db/database.ts';

/** The consents every account needs at the current document version before it may log in. */
export const requiredConsentIds = requiredDocumentIds;
export type RequiredConsentId = RequiredDocumentId;

export interface ConsentChange {
  readonly consentId: ConsentId;
  readonly kind: ConsentKind;
  readonly isGranted: boolean;
  /** The version of the document or wording the grant or withdrawal refers to. */
  readonly docVersion: string;
}

/** Where and how a change was made: stored with every event. */
export interface ConsentChannel {
  readonly locale: string;
  readonly market: string;
  /** The dialog, page or e-mail it came from, e.g. `marketing-dialog`, `email-unsubscribe`. */
  readonly channel: string;
  readonly at: Date;
}

export interface ConsentState extends ConsentChange {
  readonly locale: string;
  readonly market: string;
  readonly channel: string;
  readonly recordedAt: Date;
}

const eventColumns = `consent_id as "consentId", kind, is_granted as "isGranted", doc_version as "docVersion", locale, market,
  channel, recorded_at as "recordedAt"`;

/** The append-only consent record of every account (migration 0006). */
export class ConsentRepository {
  constructor(private readonly database: Queryable) {}

  /** The current state: the latest event of each consent. */
  current(uid: string, database: Queryable = this.database): Promise<ConsentState[]> {
    return database.query<ConsentState>(
      `select distinct on (consent_id) ${eventColumns} from consent_events where uid = $1 order by consent_id, id desc`,
      [uid],
    );
  }

  /** Every event, oldest first (what the customer downloads). */
  history(uid: string): Promise<ConsentState[]> {
    return this.database.query<ConsentState>(`select ${eventColumns} from consent_events where uid = $1 order by id`, [
      uid,
    ]);
  }

  /**
   * Records, in the caller's transaction, the changes that differ from the current state (granted or not, or the
   * version); a repeat of what is already on record adds nothing. Returns the changes recorded. Only the consent
   * writer (`consent-writer.ts`) calls it.
   */
  async record(
    transaction: Queryable,
    uid: string,
    changes: readonly ConsentChange[],
    channel: ConsentChannel,
  ): Promise<ConsentChange[]> {
    // Two changes of one account at once are taken in turn: each compares with what the other committed, so a
    // subscription is recorded, and welcomed, once.
    await transaction.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [uid]);
    const current = new Map((await this.current(uid, transaction)).map((state) => [state.consentId, state]));
    const recorded = changes.filter((change) => {
      const before = current.get(change.consentId);
      return !before || before.isGranted !== change.isGranted || before.docVersion !== change.docVersion;
    });
    for (const change of recorded) {
      await transaction.query(
        `insert into consent_events (uid, consent_id, kind, is_granted, doc_version, locale, market, channel, recorded_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          uid,
          change.consentId,
          change.kind,
          change.isGranted,
          change.docVersion,
          channel.locale,
          channel.market,
          channel.channel,
          channel.at,
        ],
      );
    }
    return recorded;
  }
}

/** Which required consents are missing or granted for an older document version. */
export function missingConsents(
  consents: readonly Pick<ConsentState, 'consentId' | 'docVersion' | 'isGranted'>[],
  currentVersions: { readonly terms: string; readonly privacy: string },
): RequiredConsentId[] {
  const byId = Object.fromEntries(
    consents.map((consent) => [
      consent.consentId,
      { isConsentGranted: consent.isGranted, docVersion: consent.docVersion },
    ]),
  );
  return outdatedDocuments(byId, {
    [consentKey.terms]: currentVersions.terms,
    [consentKey.privacy]: currentVersions.privacy,
  });
}

export function currentVersionOf(
  id: RequiredConsentId,
  currentVersions: { readonly terms: string; readonly privacy: string },
) {
  return id === consentKey.terms ? currentVersions.terms : currentVersions.privacy;
}

export interface DocumentVersions {
  readonly terms: string;
  readonly privacy: string;
  /** The marketing consent wording (levels, newsletter, personalisation, the US declarations). */
  readonly marketing: string;
  readonly clubTerms: string;
}

/** The version a grant of this consent refers to in the market. */
export function documentVersionOf(consentId: ConsentId, versions: DocumentVersions): string {
  switch (consentId) {
    case consentKey.terms:
      return versions.terms;
    case consentKey.privacy:
      return versions.privacy;
    case consentKey.clubMembership:
      return versions.clubTerms;
    default:
      return versions.marketing;
  }
}

/** The grants of the residency declarations a market such as the US asks for with marketing consent. */
export function declarationGrants(versions: DocumentVersions): ConsentChange[] {
  return declarationIds.map((consentId) => ({
    consentId,
    kind: 'declaration',
    isGranted: true,
    docVersion: documentVersionOf(consentId, versions),
  }));
}

/** The CDC `preferences` object of an account: `{ <id>: { isConsentGranted, docVersion, lastConsentModified } }`. */
export function cdcPreferences(states: readonly ConsentState[]) {
  return Object.fromEntries(
    states
      .filter((state) => state.kind === 'preference')
      .map((state) => [
        state.consentId,
        {
          isConsentGranted: state.isGranted,
          docVersion: state.docVersion,
          lastConsentModified: state.recordedAt.toISOString(),
        },
      ]),
  );
}

/** The CDC `subscriptions` object of an account: `{ <id>: { email: { isSubscribed, lastUpdatedSubscriptionState } } }`. */
export function cdcSubscriptions(states: readonly ConsentState[]) {
  return Object.fromEntries(
    states
      .filter((state) => state.kind === 'subscription')
      .map((state) => [
        state.consentId,
        { email: { isSubscribed: state.isGranted, lastUpdatedSubscriptionState: state.recordedAt.toISOString() } },
      ]),
  );
}
