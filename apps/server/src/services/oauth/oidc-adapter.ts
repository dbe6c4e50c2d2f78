import { type Adapter, type AdapterConstructor, type AdapterPayload, errors } from 'oidc-provider';
import type { Queryable } from '../../db/database.ts';
import { untrustedInputProblem } from '../../http/untrusted-input.ts';
import { OidcPayloadStore } from './oidc-payload-store.ts';

/** Models whose instances are redeemed once; a second redemption is a replay (RFC 6749 §4.1.2, §10.4). */
const singleUseModels = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * The node-oidc-provider Adapter (docs: configuration `adapter`) over PostgreSQL: every model lives in
 * oidc_payloads, nothing in process memory, so every instance on the database sees the same codes,
 * grants, sessions and tokens.
 */
export function createOidcAdapter(database: Queryable, clock: () => Date): AdapterConstructor {
  return class PostgresOidcAdapter implements Adapter {
    private readonly store: OidcPayloadStore;

    constructor(private readonly model: string) {
      this.store = new OidcPayloadStore(database, model, clock);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
      await this.store.upsert(id, payload, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      // Clients are static (one per market): no database trip for them, as the docs advise. Codes and tokens come
      // from request bodies the provider parses itself: one with a control character was never issued by us.
      if (this.model === 'Client' || untrustedInputProblem(id)) return undefined;
      return this.store.find(id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return untrustedInputProblem(userCode) ? undefined : this.store.findByUserCode(userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return untrustedInputProblem(uid) ? undefined : this.store.findByUid(uid);
    }

    /**
     * oidc-provider checks `consumed` after find() and then calls consume(); between the two another
     * instance may have redeemed the same code. The store consumes atomically, and the loser of that
     * race gets what a plain replay gets: the grant revoked and invalid_grant.
     */
    async consume(id: string): Promise<void> {
      const consumed = await this.store.consume(id);
      if (consumed || !singleUseModels.has(this.model)) return;
      const payload = await this.store.find(id);
      if (payload?.grantId) {
        await this.store.revokeByGrantId(payload.grantId);
        await new OidcPayloadStore(database, 'Grant', clock).destroy(payload.grantId);
      }
      throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await this.store.destroy(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await this.store.revokeByGrantId(grantId);
    }
  };
}
