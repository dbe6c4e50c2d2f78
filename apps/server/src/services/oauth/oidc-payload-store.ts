import type { Queryable } from '../../db/database.ts';

/** What node-oidc-provider stores per model (Session, AuthorizationCode, Grant, …). */
export interface OidcPayload {
  readonly [key: string]: unknown;
  readonly grantId?: string;
  readonly userCode?: string;
  readonly uid?: string;
  readonly consumed?: number;
}

/**
 * The node-oidc-provider adapter contract on PostgreSQL, so codes, grants and sessions survive restarts
 * and are shared by every instance. One store per model name.
 */
export class OidcPayloadStore {
  constructor(
    private readonly database: Queryable,
    private readonly model: string,
    private readonly now: () => Date,
  ) {}

  async upsert(id: string, payload: OidcPayload, expiresInSeconds: number | undefined): Promise<void> {
    const expiresAt = expiresInSeconds ? new Date(this.now().getTime() + expiresInSeconds * 1000) : null;
    await this.database.query(
      `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::json, $4, $5, $6, $7)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<OidcPayload | undefined> {
    const [row] = await this.database.query<{ payload: OidcPayload; consumedAt: Date | null }>(
      `select payload, consumed_at as "consumedAt" from oidc_payloads
       where model = $1 and ${column} = $2 and (expires_at is null or expires_at > $3)`,
      [this.model, value, this.now()],
    );
    if (!row) return undefined;
    return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
  }

  find(id: string) {
    return this.findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('user_code', userCode);
  }

  /**
   * Marks the payload consumed. Atomic: true only for the one call that consumed it, so two instances
   * redeeming the same code at once cannot both succeed.
   */
  async consume(id: string): Promise<boolean> {
    const rows = await this.database.query<{ id: string }>(
      `update oidc_payloads set consumed_at = $3 where model = $1 and id = $2 and consumed_at is null returning id`,
      [this.model, id, this.now()],
    );
    return rows.length > 0;
  }

  async destroy(id: string): Promise<void> {
    await this.database.query(`delete from oidc_payloads where model = $1 and id = $2`, [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.database.query(`delete from oidc_payloads where grant_id = $1`, [grantId]);
  }
}
