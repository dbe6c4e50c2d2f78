import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MarketConfig } from '../config/market-config.ts';
import type { PasskeyRepository, StoredPasskey } from './passkey-repository.ts';

/** How long the browser has to answer a challenge, and how long the challenge is kept (single use either way). */
export const passkeyChallengeLifetimeSeconds = 5 * 60;

export interface RelyingParty {
  readonly id: string;
  readonly origins: string[];
}

/**
 * The relying party of a market: its id is the host of the market's sites, its origins theirs, both from the
 * configured redirect URIs (built from PUBLIC_ORIGIN), never from a header of the request.
 */
export function relyingPartyOf(market: MarketConfig): RelyingParty {
  const origins = [...new Set(market.redirectUris.map((uri) => new URL(uri).origin))];
  return { id: new URL(market.redirectUris[0] ?? market.idpBaseUrl).hostname, origins };
}

export const base64urlText = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/)
  .max(16_384);
export const authenticatorTransports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8);
/** What a browser's PublicKeyCredential carries besides its response, the same in both ceremonies. */
export const credentialFields = {
  id: base64urlText,
  rawId: base64urlText,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
};
/** The browser's AuthenticationResponseJSON (`startAuthentication`). */
export const authenticationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64urlText,
    authenticatorData: base64urlText,
    signature: base64urlText,
    userHandle: base64urlText.optional(),
  }),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponse>;

/** A passkey as `allowCredentials` names it to the browser. */
interface CredentialDescriptor {
  id: string;
  type: 'public-key';
  transports?: z.infer<typeof authenticatorTransports>;
}

function descriptorOf({ credentialId, transports }: Pick<StoredPasskey, 'credentialId' | 'transports'>) {
  const known = authenticatorTransports.safeParse(transports);
  const descriptor: CredentialDescriptor = { id: credentialId, type: 'public-key' };
  return known.success ? { ...descriptor, transports: known.data } : descriptor;
}

/**
 * The options of an assertion with user verification: without `allowCredentials` the browser offers the passkeys it
 * holds for the site (a login); with them, only the account's (a signed-in customer confirming who they are).
 */
export async function passkeyAssertionOptions(
  relyingParty: RelyingParty,
  allowCredentials?: readonly Pick<StoredPasskey, 'credentialId' | 'transports'>[],
) {
  const { challenge, timeout, rpId, userVerification } = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    userVerification: 'required',
    timeout: passkeyChallengeLifetimeSeconds * 1000,
  });
  return {
    challenge,
    timeout,
    rpId,
    userVerification,
    ...(allowCredentials ? { allowCredentials: allowCredentials.map(descriptorOf) } : {}),
  };
}

export interface ExpectedAssertion<Owner> {
  /** The challenge of the consumed single-use token. */
  readonly challenge: string;
  readonly relyingParty: RelyingParty;
  /** Who the passkey must belong to; undefined refuses it (an account of another market, another account). */
  readonly ownerOf: (passkey: StoredPasskey) => Promise<Owner | undefined> | Owner | undefined;
  /** The error a refusal throws, with what went wrong (for the log, never more to the client than its shape). */
  readonly refused: (details: string) => Error;
  readonly log: FastifyBaseLogger;
}

/**
 * Verifies a passkey assertion as every passkey ceremony must: a stored passkey of the relying party, whose owner
 * `ownerOf` accepts, a valid signature over the challenge with user verification, and a counter that moves forward,
 * recorded conditionally so that of two concurrent uses of one assertion only one passes. Answers the owner.
 */
export async function verifyPasskeyAssertion<Owner>(
  passkeys: PasskeyRepository,
  response: AuthenticationResponse,
  { challenge, relyingParty, ownerOf, refused, log }: ExpectedAssertion<Owner>,
): Promise<Owner> {
  const passkey = await passkeys.find(response.id);
  const owner = passkey && passkey.rpId === relyingParty.id ? await ownerOf(passkey) : undefined;
  if (!passkey || owner === undefined) throw refused('Unknown passkey');
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    log.info({ err: error }, 'passkey assertion refused');
    return undefined;
  });
  if (!verification?.verified) throw refused('Passkey could not be verified');
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  if (!(await passkeys.recordUse(passkey.credentialId, passkey.signCount, newCounter, credentialBackedUp)))
    throw refused('Passkey was used concurrently');
  return owner;
}
