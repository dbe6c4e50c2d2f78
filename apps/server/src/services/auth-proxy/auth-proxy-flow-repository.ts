import type { Queryable } from '../../db/database.ts';
import { hashSessionToken, newSessionToken } from '../../sessions/session-token.ts';

const flowLifetimeSeconds = 10 * 60;

export interface AuthProxyFlow {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeVerifier: string;
}

/** The PKCE verifier the proxy keeps between /authorize and /token, found by the browser's flow cookie. */
export class AuthProxyFlowRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async create(flow: AuthProxyFlow): Promise<string> {
    const flowId = newSessionToken();
    await this.database.query(
      `insert into auth_proxy_flows (flow_hash, client_id, redirect_uri, code_verifier, expires_at) values ($1, $2, $3, $4, $5)`,
      [hashSessionToken(flowId), flow.clientId, flow.redirectUri, flow.codeVerifier, new Date(this.now().getTime() + flowLifetimeSeconds * 1000)],
    );
    return flowId;
  }

  /** Takes the flow out: a verifier is used once. */
  async take(flowId: string): Promise<AuthProxyFlow | undefined> {
    const [flow] = await this.database.query<AuthProxyFlow>(
      `delete from auth_proxy_flows where flow_hash = $1 and expires_at > $2
       returning client_id as "clientId", redirect_uri as "redirectUri", code_verifier as "codeVerifier"`,
      [hashSessionToken(flowId), this.now()],
    );
    return flow;
  }
}
