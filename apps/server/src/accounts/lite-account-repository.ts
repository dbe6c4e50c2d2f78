import { randomUUID } from 'node:crypto';
import type { NormalisedEmail } from '@shopfront/core';
import type { Queryable } from '../db/database.ts';

/** A newsletter-only subscriber without a password (a CDC lite account). */
export interface LiteAccount {
  readonly uid: string;
  readonly market: string;
  readonly email: string;
  readonly locale: string;
}

const columns = `uid, market, email, locale`;

export class LiteAccountRepository {
  constructor(private readonly database: Queryable) {}

  async findByUid(uid: string): Promise<LiteAccount | undefined> {
    const [account] = await this.database.query<LiteAccount>(`select ${columns} from lite_accounts where uid = $1`, [
      uid,
    ]);
    return account;
  }

  /** The market's lite account of the address, created on first use. */
  async findOrCreate(
    subscriber: Omit<LiteAccount, 'uid'> & { readonly normalisedEmail: NormalisedEmail },
    now: Date,
  ): Promise<LiteAccount> {
    const [account] = await this.database.query<LiteAccount>(
      `insert into lite_accounts (uid, market, email, email_normalized, locale, created_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (market, email_normalized) do update set locale = excluded.locale
       returning ${columns}`,
      [`lite_${randomUUID()}`, subscriber.market, subscriber.email, subscriber.normalisedEmail, subscriber.locale, now],
    );
    if (!account) throw new Error('insert into lite_accounts returned no row');
    return account;
  }
}
