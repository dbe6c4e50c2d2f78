/**
 * Two undocumented modules of node-oidc-provider 9.13.3 (the version is pinned) that request-context-patch.test.ts reads
 * to check the premise of the AsyncLocalStorage patch in authorization-server.ts.
 */
declare module 'oidc-provider/lib/helpers/weak_cache.js' {
  /** The provider's private state; `configuration` is its options merged over the library's defaults. */
  export default function instance(provider: object): { readonly configuration: unknown };
}

declare module 'oidc-provider/lib/helpers/defaults.js' {
  /** The library's default configuration. */
  export const defaults: unknown;
}
