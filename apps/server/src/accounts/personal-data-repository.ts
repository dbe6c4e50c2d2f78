import type { ConsentKind } from '@shopfront/core';
import type { Database, Queryable } from '../db/database.ts';

/** The account's own row, without its password hash or the last signature timestamp of its logins. */
export interface ProfileRow {
  readonly uid: string;
  readonly market: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string | null;
  readonly isVerified: boolean;
  readonly clubMember: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface ConsentEventRow {
  /** The account's uid, or the uid of the newsletter-only subscription of the same address. */
  readonly uid: string;
  readonly consentId: string;
  readonly kind: ConsentKind;
  readonly isGranted: boolean;
  readonly docVersion: string;
  readonly locale: string;
  readonly market: string;
  readonly channel: string;
  readonly recordedAt: Date;
}

export interface NewsletterOnlySubscriberRow {
  readonly uid: string;
  readonly email: string;
}

export interface PendingEmailChangeRow {
  readonly newEmail: string;
  readonly expiresAt: Date;
}

export interface PasskeyRow {
  readonly deviceName: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly backupEligible: boolean;
  readonly backedUp: boolean;
  readonly transports: string[];
}

export interface DeviceRow {
  readonly id: string;
  readonly browser: string;
  readonly platform: string;
  readonly market: string;
  readonly signedInAt: Date;
  readonly lastActiveAt: Date;
}

export type SessionService = 'identity' | 'shop' | 'experience';

export interface SessionRow {
  readonly service: SessionService;
  /** The device's public id (never the device cookie's id). */
  readonly deviceId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export interface CartEntryExportRow {
  readonly cartGuid: string;
  readonly entryNumber: number;
  readonly productCode: string;
  readonly productName: string;
  readonly quantity: number;
}

export interface CartExportRow {
  readonly guid: string;
  readonly siteId: string;
  readonly cartType: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Every row the service holds about one account, read in one snapshot (docs/data-export.md). */
export interface PersonalData {
  readonly profile: ProfileRow;
  readonly consentEvents: readonly ConsentEventRow[];
  readonly newsletterOnlySubscriber: NewsletterOnlySubscriberRow | undefined;
  readonly pendingEmailChange: PendingEmailChangeRow | undefined;
  readonly passkeys: readonly PasskeyRow[];
  readonly devices: readonly DeviceRow[];
  readonly sessions: readonly SessionRow[];
  readonly carts: readonly CartExportRow[];
  readonly cartEntries: readonly CartEntryExportRow[];
}

/** The session tables and the service each belongs to. */
const sessionTables = [
  ['idp_sessions', 'identity'],
  ['shop_sessions', 'shop'],
  ['experience_sessions', 'experience'],
] as const satisfies readonly (readonly [string, SessionService])[];

/**
 * Reads, for the data export, every table that holds data about an account (docs/data-export.md lists them, and
 * those left out with the reason). It selects only what the customer may see: no password hash, token, token hash,
 * public key, credential id or device cookie id is read, so none can reach the export.
 */
export class PersonalDataRepository {
  constructor(private readonly database: Database) {}

  /** The account's data; undefined when there is no account `uid`. */
  async of(uid: string): Promise<PersonalData | undefined> {
    return this.database.transaction(async (transaction) => {
      // One snapshot for every table: a change committed while the export reads cannot show in half of it.
      await transaction.query('set transaction isolation level repeatable read, read only');
      const profile = await profileOf(transaction, uid);
      if (!profile) return undefined;
      const newsletterOnlySubscriber = await newsletterOnlySubscriberOf(transaction, profile);
      return {
        profile,
        consentEvents: await consentEventsOf(transaction, [
          uid,
          ...(newsletterOnlySubscriber ? [newsletterOnlySubscriber.uid] : []),
        ]),
        newsletterOnlySubscriber,
        pendingEmailChange: await pendingEmailChangeOf(transaction, uid),
        passkeys: await transaction.query<PasskeyRow>(
          `select device_name as "deviceName", created_at as "createdAt", last_used_at as "lastUsedAt",
             backup_eligible as "backupEligible", backed_up as "backedUp", transports
           from passkeys where uid = $1 order by created_at, device_name`,
          [uid],
        ),
        devices: await transaction.query<DeviceRow>(
          `select id, browser, platform, market, signed_in_at as "signedInAt", last_active_at as "lastActiveAt"
           from signed_in_devices where uid = $1 order by signed_in_at, id`,
          [uid],
        ),
        sessions: await sessionsOf(transaction, uid),
        carts: await transaction.query<CartExportRow>(
          `select guid::text as guid, site_id as "siteId", cart_type as "cartType", created_at as "createdAt",
             updated_at as "updatedAt"
           from carts where owner_uid = $1 order by created_at, guid`,
          [uid],
        ),
        cartEntries: await transaction.query<CartEntryExportRow>(
          `select e.cart_guid::text as "cartGuid", e.entry_number as "entryNumber", e.product_code as "productCode",
             p.name as "productName", e.quantity
           from cart_entries e join carts c on c.guid = e.cart_guid join products p on p.code = e.product_code
           where c.owner_uid = $1 order by e.cart_guid, e.entry_number`,
          [uid],
        ),
      };
    });
  }
}

async function profileOf(queryable: Queryable, uid: string): Promise<ProfileRow | undefined> {
  const [row] = await queryable.query<ProfileRow>(
    `select uid, market, email, first_name as "firstName", last_name as "lastName", locale,
       to_char(birth_date, 'YYYY-MM-DD') as "birthDate", is_verified as "isVerified", club_member as "clubMember",
       created_at as "createdAt", updated_at as "updatedAt"
     from accounts where uid = $1`,
    [uid],
  );
  return row;
}

/** A newsletter subscription the address made in the account's market without signing in (a CDC lite account). */
async function newsletterOnlySubscriberOf(
  queryable: Queryable,
  profile: ProfileRow,
): Promise<NewsletterOnlySubscriberRow | undefined> {
  const [row] = await queryable.query<NewsletterOnlySubscriberRow>(
    `select l.uid, l.email from lite_accounts l join accounts a on a.market = l.market
       and a.email_normalized = l.email_normalized
     where a.uid = $1`,
    [profile.uid],
  );
  return row;
}

function consentEventsOf(queryable: Queryable, uids: readonly string[]): Promise<ConsentEventRow[]> {
  return queryable.query<ConsentEventRow>(
    `select uid, consent_id as "consentId", kind, is_granted as "isGranted", doc_version as "docVersion", locale,
       market, channel, recorded_at as "recordedAt"
     from consent_events where uid = any($1::text[]) order by id`,
    [uids],
  );
}

async function pendingEmailChangeOf(queryable: Queryable, uid: string): Promise<PendingEmailChangeRow | undefined> {
  const [row] = await queryable.query<PendingEmailChangeRow>(
    `select new_email as "newEmail", expires_at as "expiresAt" from pending_email_changes where uid = $1`,
    [uid],
  );
  return row;
}

async function sessionsOf(queryable: Queryable, uid: string): Promise<SessionRow[]> {
  const sessions: SessionRow[] = [];
  for (const [table, service] of sessionTables) {
    sessions.push(
      ...(await queryable.query<SessionRow>(
        `select $2::text as service, d.id as "deviceId", s.created_at as "createdAt", s.expires_at as "expiresAt"
         from ${table} s left join signed_in_devices d on d.uid = s.uid and d.device_id = s.device_id
         where s.uid = $1 order by s.created_at`,
        [uid, service],
      )),
    );
  }
  return sessions;
}
