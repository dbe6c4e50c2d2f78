/**
 * The part of node-oidc-provider v9 this service uses. The package ships no type declarations and
 * `@types/oidc-provider` is not a dependency, so these follow the v9 documentation (docs/README.md) and source.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What the provider hands its adapter for one model instance (Session, AuthorizationCode, Grant, …). */
  export interface AdapterPayload {
    readonly [key: string]: unknown;
    readonly grantId?: string;
    readonly userCode?: string;
    readonly uid?: string;
    readonly consumed?: number;
  }

  /** docs: configuration `adapter`, example/my_adapter.js. One instance per model name. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterConstructor = new (modelName: string) => Adapter;

  export interface ClientMetadata {
    readonly client_id: string;
    readonly redirect_uris?: readonly string[];
    readonly grant_types?: readonly string[];
    readonly response_types?: readonly string[];
    readonly token_endpoint_auth_method?: string;
    readonly id_token_signed_response_alg?: string;
    readonly [key: string]: unknown;
  }

  export interface Client {
    readonly clientId: string;
    readonly redirectUris: readonly string[];
    readonly clientAuthMethod: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface OIDCContext {
    readonly route?: string;
    readonly client?: Client;
    /** The request's parameters, as the endpoint has recognised them (absent before they are read). */
    readonly params?: Readonly<Record<string, unknown>>;
  }

  /** The Koa context oidc-provider passes to configuration helpers and middleware. */
  export interface KoaContextWithOIDC {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly method: string;
    readonly path: string;
    readonly query: Readonly<Record<string, string | string[] | undefined>>;
    readonly oidc: OIDCContext;
    status: number;
    body: unknown;
    type: string;
    get(field: string): string;
    set(field: string, value: string): void;
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export interface AccountClaims {
    readonly sub: string;
    readonly [claim: string]: unknown;
  }

  export interface Account {
    readonly accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: readonly string[],
    ): AccountClaims | Promise<AccountClaims>;
  }

  /** errOut(): the body of an error response. */
  export interface ErrorOut {
    readonly error: string;
    readonly error_description?: string;
    readonly state?: string;
    readonly scope?: string;
  }

  export interface InteractionResults {
    readonly login?: {
      readonly accountId: string;
      readonly remember?: boolean;
      readonly ts?: number;
      readonly acr?: string;
      readonly amr?: readonly string[];
    };
    readonly consent?: { readonly grantId?: string };
    readonly error?: string;
    readonly error_description?: string;
    readonly [key: string]: unknown;
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly params: Readonly<Record<string, unknown>>;
    readonly prompt: {
      readonly name: string;
      readonly reasons: readonly string[];
      readonly details: Readonly<Record<string, unknown>>;
    };
    readonly session?: { readonly accountId?: string; readonly uid?: string };
    readonly grantId?: string;
  }

  export interface Grant {
    readonly jti?: string;
    readonly accountId?: string;
    readonly clientId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { readonly accountId: string; readonly clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  type TimeToLive =
    number | ((ctx: KoaContextWithOIDC | undefined, token: unknown, client: Client | undefined) => number);

  interface CookieOptions {
    readonly httpOnly?: boolean;
    readonly secure?: boolean;
    readonly sameSite?: 'strict' | 'lax' | 'none';
    readonly signed?: boolean;
    readonly path?: string;
  }

  interface FeatureToggle {
    readonly enabled: boolean;
  }

  export interface Configuration {
    readonly adapter?: AdapterConstructor;
    readonly allowOmittingSingleRegisteredRedirectUri?: boolean;
    readonly claims?: Readonly<Record<string, readonly string[]>>;
    readonly clientAuthMethods?: readonly string[];
    readonly clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    readonly clientDefaults?: Partial<ClientMetadata>;
    readonly clients?: readonly ClientMetadata[];
    readonly cookies?: {
      readonly names?: { readonly session?: string; readonly interaction?: string; readonly resume?: string };
      readonly long?: CookieOptions;
      readonly short?: CookieOptions;
      readonly keys?: readonly string[];
    };
    readonly enabledJWA?: Readonly<Record<string, readonly string[]>>;
    readonly expiresWithSession?: (ctx: KoaContextWithOIDC, source: unknown) => Promise<boolean>;
    readonly features?: {
      readonly devInteractions?: FeatureToggle;
      readonly dPoP?: FeatureToggle;
      readonly pushedAuthorizationRequests?: FeatureToggle;
      readonly introspection?: FeatureToggle;
      readonly resourceIndicators?: FeatureToggle;
      readonly revocation?: FeatureToggle & {
        readonly allowedPolicy?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          token: { readonly clientId?: string },
        ) => Promise<boolean>;
      };
      readonly rpInitiatedLogout?: FeatureToggle;
      readonly userinfo?: FeatureToggle;
    };
    readonly findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    readonly interactions?: {
      readonly url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
    };
    readonly issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, source: unknown) => Promise<boolean>;
    readonly jwks?: { readonly keys: readonly Readonly<Record<string, unknown>>[] };
    readonly pkce?: { readonly required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    readonly renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => void | Promise<void>;
    readonly responseTypes?: readonly string[];
    readonly routes?: Readonly<Record<string, string>>;
    readonly scopes?: readonly string[];
    readonly ttl?: Readonly<Record<string, TimeToLive>>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's app.proxy: trust X-Forwarded-Proto and X-Forwarded-Host. */
    proxy: boolean;
    /** Koa's app.request: the prototype of this provider's requests. */
    readonly request: object;
    readonly Grant: GrantConstructor;
    /** Koa's request listener; resolves once the response is written. */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    /** A pre/post middleware, run in front of oidc-provider's own. */
    use(middleware: Middleware): this;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    /** docs/events.md: the token endpoint issued tokens (`grant.success`) or refused the request (`grant.error`). */
    on(event: 'grant.success' | 'grant.error', listener: (ctx: KoaContextWithOIDC) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      readonly error: string;
      readonly error_description?: string;
      readonly statusCode: number;
      readonly expose: boolean;
    }
    class InvalidGrant extends OIDCProviderError {
      constructor(detail?: string);
    }
  }

  export default Provider;
}

/**
 * The AsyncLocalStorage node-oidc-provider v9 runs every request in (lib/helpers/initialize_app.js), read back only as
 * the `ctx` argument of configuration functions (see authorization-server.ts).
 */
declare module 'oidc-provider/lib/helpers/als.js' {
  const requestContextStorage: {
    run<Result>(store: unknown, callback: (...args: unknown[]) => Result, ...args: unknown[]): Result;
    getStore(): unknown;
  };
  export default requestContextStorage;
}
