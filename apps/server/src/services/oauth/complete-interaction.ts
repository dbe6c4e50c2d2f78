import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Interaction, InteractionResults, Provider } from 'oidc-provider';
import type { MarketConfig } from '../../config/market-config.ts';
import { DatabaseUnavailableError } from '../../db/database.ts';
import { supportedScopes } from './authorization-server.ts';
import { logSafeError } from './log-safe-error.ts';
import { parseCookieHeader } from './request-cookies.ts';
import type { ResolveSignedInAccount, SignedInLogin } from './signed-in-account.ts';

export interface InteractionDependencies {
  readonly provider: Provider;
  /** Markets by OAuth client id. */
  readonly marketsByClientId: ReadonlyMap<string, MarketConfig>;
  readonly resolveSignedInAccount: ResolveSignedInAccount;
  /** Hears each grant issued, with the login it was issued in (signing out a device revokes its grants). */
  readonly onGrantIssued?: (grantId: string, login: SignedInLogin) => Promise<void>;
  readonly log: FastifyBaseLogger;
}

export function sendJson(res: ServerResponse, statusCode: number, body: object): void {
  const json = JSON.stringify(body);
  res.statusCode = statusCode;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(json));
  res.end(json);
}

function requestedScopes(interaction: Interaction): string[] {
  const scope = typeof interaction.params.scope === 'string' ? interaction.params.scope : '';
  return [...new Set(scope.split(' ').filter((name) => supportedScopes.includes(name)))];
}

/**
 * The shop's clients are first party: the requested scopes are granted without a consent screen, by
 * creating the Grant ourselves and handing its id back as the consent result (docs: User flows).
 */
async function grantRequestedScopes(
  provider: Provider,
  accountId: string,
  clientId: string,
  interaction: Interaction,
): Promise<string> {
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(requestedScopes(interaction).join(' '));
  return grant.save();
}

async function interactionResult(
  dependencies: InteractionDependencies,
  req: IncomingMessage,
  interaction: Interaction,
): Promise<InteractionResults> {
  const clientId = interaction.params.client_id;
  const market = typeof clientId === 'string' ? dependencies.marketsByClientId.get(clientId) : undefined;
  if (typeof clientId !== 'string' || !market) {
    return { error: 'unauthorized_client', error_description: 'the client is not registered for any market' };
  }
  const login = await dependencies.resolveSignedInAccount(parseCookieHeader(req.headers.cookie), market);
  if (!login) return { error: 'login_required', error_description: 'End-User authentication is required' };
  const { accountId } = login;
  const grantId = await grantRequestedScopes(dependencies.provider, accountId, clientId, interaction);
  await dependencies.onGrantIssued?.(grantId, login);
  // remember: false keeps the provider's own session cookie a browser-session cookie; it is never read back.
  return { login: { accountId, remember: false }, consent: { grantId } };
}

/**
 * `GET <base>/interaction/:uid`: oidc-provider sends the browser here when an authorization request
 * needs a login. There is no page: the login the identity provider already made (its session cookie)
 * finishes the interaction, or the request ends with login_required at the client's redirect_uri.
 */
export async function completeInteraction(
  dependencies: InteractionDependencies,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<void> {
  let interaction: Interaction;
  try {
    interaction = await dependencies.provider.interactionDetails(req, res);
  } catch (error) {
    // The stored request could not be read (the plugin answers 503), rather than not found.
    if (error instanceof DatabaseUnavailableError) throw error;
    sendJson(res, 400, { error: 'invalid_request', error_description: 'authorization request not found or expired' });
    return;
  }
  if (interaction.uid !== uid) {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'authorization request not found or expired' });
    return;
  }

  let result: InteractionResults;
  try {
    result = await interactionResult(dependencies, req, interaction);
  } catch (error) {
    dependencies.log.error({ err: logSafeError(error) }, 'oauth login recognition failed');
    result = { error: 'server_error', error_description: 'the login could not be checked' };
  }
  await dependencies.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}
