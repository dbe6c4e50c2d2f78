import { type CalendarDate, type NormalisedEmail, calendarDateOf, isPossibleBirthDate } from '@shopfront/core';
import type { Queryable } from '../db/database.ts';

export interface Account {
  readonly uid: string;
  readonly market: string;
  /** The address as the customer gave it (trimmed, case kept): what is shown and mailed to. */
  readonly email: string;
  /** The same address as the account's key (`normaliseEmail`). */
  readonly normalisedEmail: NormalisedEmail;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: string;
  readonly clubMember: boolean;
  /** False until the address of a new registration is verified: such an account cannot log in (206002). */
  readonly isVerified: boolean;
}

const columns = `uid, market, email, email_normalized as "normalisedEmail", password_hash as "passwordHash", first_name as "firstName", last_name as "lastName", locale, club_member as "clubMember",
  is_verified as "isVerified"`;

export class AccountRepository {
  constructor(private readonly database: Queryable) {}

  async findByEmail(market: string, email: NormalisedEmail): Promise<Account | undefined> {
    const [account] = await this.database.query<Account>(
      `select ${columns} from accounts where market = $1 and email_normalized = $2`,
      [market, email],
    );
    return account;
  }

  async findByUid(uid: string): Promise<Account | undefined> {
    const [account] = await this.database.query<Account>(`select ${columns} from accounts where uid = $1`, [uid]);
    return account;
  }

  /** An address is taken by an account, or by a change of e-mail that waits for it to be verified. */
  async isEmailTaken(market: string, email: NormalisedEmail): Promise<boolean> {
    const rows = await this.database.query(
      `select 1 from accounts where market = $1 and email_normalized = $2
       union all select 1 from pending_email_changes where market = $1 and new_email_normalized = $2`,
      [market, email],
    );
    return rows.length > 0;
  }

  /** Creates the account unless one with that address exists in the market; returns whether it did. */
  async createIfAbsent(
    account: Omit<Account, 'clubMember' | 'isVerified'> & { readonly isVerified?: boolean },
  ): Promise<boolean> {
    const rows = await this.database.query(
      `insert into accounts (uid, market, email, email_normalized, password_hash, first_name, last_name, locale, is_verified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict do nothing returning uid`,
      [
        account.uid,
        account.market,
        account.email,
        account.normalisedEmail,
        account.passwordHash,
        account.firstName,
        account.lastName,
        account.locale,
        account.isVerified ?? true,
      ],
    );
    return rows.length === 1;
  }

  async markVerified(uid: string, now: Date): Promise<void> {
    await this.database.query(`update accounts set is_verified = true, updated_at = $2 where uid = $1`, [uid, now]);
  }

  async birthDateOf(uid: string): Promise<CalendarDate | undefined> {
    const [row] = await this.database.query<{ birthDate: string | null }>(
      `select to_char(birth_date, 'YYYY-MM-DD') as "birthDate" from accounts where uid = $1`,
      [uid],
    );
    if (!row?.birthDate) return undefined;
    const [year, month, day] = row.birthDate.split('-').map(Number);
    return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
  }

  /** Stores the birth date unless it is impossible (does not exist, lies after `now`, or an age over 120). */
  async setBirthDate(uid: string, date: CalendarDate, now: Date): Promise<boolean> {
    if (!isPossibleBirthDate(date, calendarDateOf(now))) return false;
    const iso = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    await this.database.query(`update accounts set birth_date = $2::date, updated_at = $3 where uid = $1`, [
      uid,
      iso,
      now,
    ]);
    return true;
  }

  async setClubMember(uid: string, clubMember: boolean, now: Date): Promise<void> {
    await this.database.query(`update accounts set club_member = $2, updated_at = $3 where uid = $1`, [
      uid,
      clubMember,
      now,
    ]);
  }
}
