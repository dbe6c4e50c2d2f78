import { createHash, createPrivateKey, hkdfSync } from 'node:crypto';

/** PKCS #8 DER prefix of an Ed25519 private key (RFC 8410); the 32-byte seed follows. */
const ed25519Pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'shopfront-oauth', purpose, 32));
}

export interface ProviderKeys {
  /** Keygrip keys signing the provider's own cookies. */
  readonly cookieKeys: readonly string[];
  /** The ID Token signing key set (one Ed25519 key). */
  readonly jwks: { readonly keys: readonly Readonly<Record<string, unknown>>[] };
}

/**
 * Every instance must sign cookies and ID Tokens with the same keys and nothing may live only in
 * process memory, so both are derived (HKDF, one label per purpose) from the cookie secret, which
 * every instance shares.
 */
export function deriveProviderKeys(cookieSecret: string): ProviderKeys {
  const cookieKey = derive(cookieSecret, 'oidc-provider cookie keys').toString('base64url');
  const seed = derive(cookieSecret, 'oidc-provider id token signing key (Ed25519)');
  const privateKey = createPrivateKey({ key: Buffer.concat([ed25519Pkcs8Prefix, seed]), format: 'der', type: 'pkcs8' });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(jwk.x ?? '')
    .digest('base64url')
    .slice(0, 16);
  return {
    cookieKeys: [cookieKey],
    jwks: { keys: [{ ...jwk, kid, alg: 'EdDSA', use: 'sig' }] },
  };
}
