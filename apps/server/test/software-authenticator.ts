import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, backup eligible and state, attested data. */
const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

export interface Ceremony {
  /** What `clientDataJSON` names as the page's origin and the authenticator hashes as the RP id. */
  readonly origin: string;
  readonly rpId: string;
  readonly challenge: string;
  /** False: the authenticator reports the user as present but not verified (no PIN, no biometrics). */
  readonly userVerified?: boolean;
}

/**
 * A passkey authenticator in software, as a browser's platform authenticator answers: an ES256 (P-256) key pair made
 * with node:crypto, a 'none' attestation and assertions signed over the authenticator data and the client data's hash,
 * encoded byte by byte as WebAuthn defines them, with a signature counter that counts up. Its answers are the JSON the
 * browser's `@simplewebauthn/browser` would send.
 */
export class SoftwareAuthenticator {
  readonly credentialId = base64url(randomBytes(32));
  readonly userHandle = base64url(randomBytes(16));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private signCount = 0;

  /**
   * `countsSignatures: false`: the counter stays 0, as synced passkeys (iCloud Keychain, Google Password Manager)
   * report it, so nothing but the single-use challenge stops a replayed assertion.
   */
  constructor(private readonly options: { readonly countsSignatures?: boolean } = {}) {}

  private authenticatorData(ceremony: Ceremony, attested?: Uint8Array): Buffer {
    const flagByte =
      flags.userPresent |
      (ceremony.userVerified === false ? 0 : flags.userVerified) |
      flags.backupEligible |
      flags.backedUp |
      (attested ? flags.attested : 0);
    return Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([flagByte]),
      counterBytes(this.signCount),
      ...(attested ? [attested] : []),
    ]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony): string {
    return JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin, crossOrigin: false });
  }

  /** `navigator.credentials.create()`: a new credential with its COSE public key. */
  register(ceremony: Ceremony) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), credentialIdLength, credentialId, cosePublicKey]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(this.authenticatorData(ceremony, attested))],
      ]),
    );
    return {
      ...this.credentialFields(),
      response: {
        clientDataJSON: base64url(this.clientData('webauthn.create', ceremony)),
        attestationObject: base64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** What a browser's PublicKeyCredential carries besides its response, the same in both ceremonies. */
  private credentialFields() {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    } as const;
  }

  /** `navigator.credentials.get()`: an assertion over the challenge; the counter moves on by one. */
  authenticate(ceremony: Ceremony) {
    if (this.options.countsSignatures !== false) this.signCount += 1;
    const authenticatorData = this.authenticatorData(ceremony);
    const clientDataJSON = this.clientData('webauthn.get', ceremony);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      ...this.credentialFields(),
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        userHandle: this.userHandle,
      },
    };
  }

  /** The counter the next assertion reports is `count + 1` (an authenticator that was cloned, or reset). */
  setSignCount(count: number): void {
    this.signCount = count;
  }
}
