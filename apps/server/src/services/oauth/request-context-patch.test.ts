import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import requestContextStorage from 'oidc-provider/lib/helpers/als.js';
import { defaults } from 'oidc-provider/lib/helpers/defaults.js';
import instance from 'oidc-provider/lib/helpers/weak_cache.js';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { createAuthorizationServer } from './authorization-server.ts';

// Up to Node 22, authorization-server.ts runs oidc-provider's requests without its AsyncLocalStorage (docs/decisions/014-oidc-provider-request-context.md).
// Its premise: no option the library hands the storage's `ctx` is a function that could read it.

const libraryFolder = join(dirname(createRequire(import.meta.url).resolve('oidc-provider/package.json')), 'lib');

/**
 * Every place node-oidc-provider 9.13.3 reads the storage (`als.getStore()`), by file, and the options it hands that
 * `ctx` to. `feature` names the feature without which the option is never called.
 */
const storageReaders: Readonly<Record<string, number>> = {
  'models/base_token.js': 1,
  'models/formats/opaque.js': 2,
  'models/formats/jwt.js': 2,
  'helpers/client_id_metadata_document.js': 1,
  'provider.js': 1,
};
const contextFedOptions: readonly { readonly path: string; readonly feature?: string }[] = [
  // models/base_token.js: the lifetime of every token model
  { path: 'ttl.AccessToken' },
  { path: 'ttl.AuthorizationCode' },
  { path: 'ttl.RefreshToken' },
  { path: 'ttl.Grant' },
  { path: 'ttl.ClientCredentials', feature: 'clientCredentials' },
  { path: 'ttl.DeviceCode', feature: 'deviceFlow' },
  { path: 'ttl.BackchannelAuthenticationRequest', feature: 'ciba' },
  { path: 'ttl.PreAuthorizedCode', feature: 'openid4vci' },
  { path: 'ttl.InitialAccessToken', feature: 'registration' },
  { path: 'ttl.RegistrationAccessToken', feature: 'registration' },
  // models/formats/opaque.js
  { path: 'formats.bitsOfOpaqueRandomness' },
  { path: 'extraTokenClaims' },
  // models/formats/jwt.js
  { path: 'pairwiseIdentifier' },
  { path: 'formats.customizers.jwt' },
  // helpers/client_id_metadata_document.js
  { path: 'features.clientIdMetadataDocument.allowFetch', feature: 'clientIdMetadataDocument' },
  { path: 'features.clientIdMetadataDocument.allowClient', feature: 'clientIdMetadataDocument' },
];

function valueAt(object: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined),
      object,
    );
}

/** The function's body (after its parameter list) mentions `ctx`. */
function readsContext(functionSource: string): boolean {
  return /\bctx\b/.test(functionSource.slice(functionSource.indexOf(')') + 1));
}

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extension);
    return entry.name.endsWith(extension) ? [path] : [];
  });
}

const unusedDatabase: Queryable = {
  query: () => Promise.reject(new Error('building the provider reads nothing')),
  exec: () => Promise.reject(new Error('building the provider reads nothing')),
};

describe('the oidc-provider request-context patch', () => {
  const provider = createAuthorizationServer({
    database: unusedDatabase,
    markets: new Map(),
    issuer: 'https://shop.example/oauth',
    basePath: '/oauth',
    cookieSecret: 'a cookie secret long enough for the provider keys',
    clock: () => new Date(),
  });
  const { configuration } = instance(provider);

  // npm test runs the server project on Node 22 and on Node 24.
  const storageOnPromiseHooks = Number(process.versions.node.split('.')[0]) < 24;

  it.runIf(storageOnPromiseHooks)('is installed up to Node 22: a callback run in the storage sees no store', () => {
    expect(requestContextStorage.run({ request: 1 }, () => requestContextStorage.getStore())).toBeUndefined();
  });

  it.runIf(!storageOnPromiseHooks)('is not installed from Node 24 on: the storage keeps its store', () => {
    const store = { request: 1 };
    expect(requestContextStorage.run(store, () => requestContextStorage.getStore())).toBe(store);
  });

  it.each(contextFedOptions)('$path is no function that could read ctx', ({ path, feature }) => {
    if (feature !== undefined && valueAt(configuration, `features.${feature}.enabled`) !== false) {
      throw new Error(`features.${feature} is enabled: its option ${path} would be called without ctx`);
    }
    if (feature !== undefined) return;
    const option = valueAt(configuration, path);
    if (typeof option !== 'function') return;
    // The library's own default is allowed when it never reads its ctx (extraTokenClaims, pairwiseIdentifier).
    expect(option, `${path} is a function of this configuration: it would be called with ctx undefined`).toBe(
      valueAt(defaults, path),
    );
    expect(readsContext(String(option)), `the library's default ${path} reads ctx`).toBe(false);
  });

  it('lists every place the installed library reads the storage', () => {
    const readers: Record<string, number> = {};
    for (const file of filesUnder(libraryFolder, '.js')) {
      const count = readFileSync(file, 'utf8').match(/\bals\.getStore\(\)/g)?.length ?? 0;
      if (count > 0) readers[relative(libraryFolder, file)] = count;
    }
    expect(readers, 'the library reads its AsyncLocalStorage in new places: list their options above').toEqual(
      storageReaders,
    );
  });

  it('is not undone by a reader of Provider.ctx in the server', () => {
    const thisFile = fileURLToPath(import.meta.url);
    const serverSource = join(dirname(thisFile), '../..');
    const readersOfContext = filesUnder(serverSource, '.ts').filter(
      (file) => file !== thisFile && readFileSync(file, 'utf8').includes('Provider.ctx'),
    );
    expect(readersOfContext).toEqual([]);
  });
});
