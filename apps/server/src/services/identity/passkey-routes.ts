import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cdcEmptyResponse,
  cdcResponses,
  fidoAssertionOptionsResponse,
  fidoCredentialRegisteredResponse,
  fidoCredentialsResponse,
  fidoRegistrationOptionsResponse,
  fidoGetAssertionOptionsRequestBody,
  fidoRegisterCredentialsRequestBody,
  fidoRemoveCredentialRequestBody,
  fidoSessionRequestBody,
  fidoVerifyAssertionRequestBody,
  identitySessionCookieName,
  loginSuccessResponse,
} from '@shopfront/api';
import {
  authenticationResponse,
  authenticatorTransports,
  base64urlText,
  credentialFields,
  passkeyAssertionOptions,
  passkeyChallengeLifetimeSeconds,
  relyingPartyOf,
  verifyPasskeyAssertion,
} from '../../accounts/passkey-assertions.ts';
import { verifyPassword } from '../../accounts/password-hasher.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors, cdcOk } from '../../http/cdc-shape.ts';
import { parseJsonFormField } from '../../http/json-form-field.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { loginAttemptOf } from './device-cookie.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';
import type { LoginCompletion } from './login-response.ts';
import { passkeyDeviceName } from './passkey-device-name.ts';

export interface PasskeyRoutesOptions extends IdentityRouteOptions {
  readonly loginRateLimit: RateLimit;
  readonly completeLogin: LoginCompletion;
}

/** The browser's RegistrationResponseJSON (`startRegistration`). */
const registrationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64urlText,
    attestationObject: base64urlText,
    authenticatorData: base64urlText.optional(),
    transports: authenticatorTransports.optional(),
    publicKeyAlgorithm: z.int().optional(),
    publicKey: base64urlText.optional(),
  }),
});

/** A credential in a JSON form field, read with `schema`; anything else is the client's mistake (400006), never a 500. */
function parseCredential<T>(text: string, schema: z.ZodType<T>, field: string): T {
  const parsed = schema.safeParse(parseJsonFormField(text, field));
  if (!parsed.success) throw cdcError(cdcErrors.invalidParameter, `${field} is not a WebAuthn credential`);
  return parsed.data;
}

/**
 * Passkeys in CDC's FIDO methods: a signed-in customer registers one (`initRegisterCredentials`, then
 * `registerCredentials` with the browser's attestation), lists and removes them (`getCredentials`,
 * `removeCredential` after re-entering the password); anyone logs in with one (`getAssertionOptions`, then
 * `verifyAssertion`), which ends as accounts.login does (`completeLogin`). Challenges are single-use tokens that expire
 * after five minutes; user verification is required; the counter and backup state are kept per passkey.
 */
export const passkeyRoutes: TypedPlugin<PasskeyRoutesOptions> = async (
  app,
  { marketOf, loginRateLimit, completeLogin },
) => {
  const { accounts, passkeys, identitySessions: sessions, singleUseTokens, rateLimiter, metrics } = app;

  async function signedInUid(request: FastifyRequest, loginToken: string | undefined, market: MarketConfig) {
    const token = loginToken ?? request.cookies[identitySessionCookieName(market.apiKey)];
    const uid = token ? await sessions.findUid(token, market.apiKey) : undefined;
    if (!uid) throw cdcError(cdcErrors.unauthorizedUser, 'A valid login_token is required');
    return uid;
  }

  async function limitByIp(request: FastifyRequest) {
    if (!(await rateLimiter.hit(`login:ip:${request.ip}`, loginRateLimit))) throw cdcError(cdcErrors.rateLimited);
  }

  app.post(
    '/accounts.auth.fido.initRegisterCredentials',
    { schema: { body: fidoSessionRequestBody, response: cdcResponses(fidoRegistrationOptionsResponse) } },
    async (request) => {
      const market = marketOf(request);
      const uid = await signedInUid(request, request.body.login_token, market);
      const account = await accounts.findByUid(uid);
      if (!account) throw cdcError(cdcErrors.unauthorizedUser);
      const relyingParty = relyingPartyOf(market);
      const registered = await passkeys.credentialIdsOf(uid);
      const options = await generateRegistrationOptions({
        rpName: market.domain,
        rpID: relyingParty.id,
        userName: account.email,
        userID: new TextEncoder().encode(uid),
        userDisplayName: `${account.firstName} ${account.lastName}`.trim() || account.email,
        attestationType: 'none',
        excludeCredentials: registered.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: passkeyChallengeLifetimeSeconds * 1000,
      });
      const token = await singleUseTokens.issue('passkey-registration', uid, passkeyChallengeLifetimeSeconds, {
        apiKey: market.apiKey,
        challenge: options.challenge,
      });
      return cdcOk(request, { token, options });
    },
  );

  app.post(
    '/accounts.auth.fido.registerCredentials',
    {
      schema: {
        body: fidoRegisterCredentialsRequestBody,
        response: cdcResponses(fidoCredentialRegisteredResponse),
      },
    },
    async (request) => {
      const form = request.body;
      const market = marketOf(request);
      const uid = await signedInUid(request, form.login_token, market);
      const response = parseCredential(form.attestation, registrationResponse, 'attestation');
      const challenge = await singleUseTokens.consume('passkey-registration', form.token, { apiKey: market.apiKey });
      if (challenge?.subject !== uid) throw cdcError(cdcErrors.unauthorizedUser, 'Passkey challenge expired or used');
      const relyingParty = relyingPartyOf(market);
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.payload.challenge,
        expectedOrigin: relyingParty.origins,
        expectedRPID: relyingParty.id,
        requireUserVerification: true,
      }).catch((error: unknown) => {
        request.log.info({ err: error }, 'passkey registration refused');
        return undefined;
      });
      if (!verification?.verified) throw cdcError(cdcErrors.unauthorizedUser, 'Passkey could not be verified');
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      const deviceName = passkeyDeviceName(request.headers['user-agent']);
      const added = await passkeys.add({
        credentialId: credential.id,
        uid,
        rpId: relyingParty.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        backupEligible: credentialDeviceType === 'multiDevice',
        backedUp: credentialBackedUp,
        deviceName,
      });
      if (!added) throw cdcError(cdcErrors.invalidParameter, 'This passkey is registered already');
      return cdcOk(request, { credentialId: credential.id, deviceName });
    },
  );

  app.post(
    '/accounts.auth.fido.getAssertionOptions',
    { schema: { body: fidoGetAssertionOptionsRequestBody, response: cdcResponses(fidoAssertionOptionsResponse) } },
    async (request) => {
      const market = marketOf(request);
      await limitByIp(request);
      // No allowCredentials: the browser offers the passkeys it holds for this site (and in the address field's autofill).
      const options = await passkeyAssertionOptions(relyingPartyOf(market));
      const token = await singleUseTokens.issue(
        'passkey-authentication',
        market.apiKey,
        passkeyChallengeLifetimeSeconds,
        { challenge: options.challenge },
      );
      return cdcOk(request, { token, options });
    },
  );

  app.post(
    '/accounts.auth.fido.verifyAssertion',
    { schema: { body: fidoVerifyAssertionRequestBody, response: cdcResponses(loginSuccessResponse) } },
    async (request, reply) => {
      const form = request.body;
      const market = marketOf(request);
      await limitByIp(request);
      const response = parseCredential(form.authenticatorAssertion, authenticationResponse, 'authenticatorAssertion');
      const refused = (details: string) => {
        metrics.countLogin('invalid_credentials');
        return cdcError(cdcErrors.invalidLogin, details);
      };
      const challenge = await singleUseTokens.consume('passkey-authentication', form.token);
      if (challenge?.subject !== market.apiKey) throw refused('Passkey challenge expired or used');
      const account = await verifyPasskeyAssertion(passkeys, response, {
        challenge: challenge.payload.challenge,
        relyingParty: relyingPartyOf(market),
        ownerOf: async (passkey) => {
          const owner = await accounts.findByUid(passkey.uid);
          return owner?.market === market.country ? owner : undefined;
        },
        refused,
        log: request.log,
      });
      const attempt = loginAttemptOf(request, market.country, account.normalisedEmail);
      return cdcOk(request, await completeLogin(reply, account, market, attempt, form));
    },
  );

  app.post(
    '/accounts.auth.fido.getCredentials',
    { schema: { body: fidoSessionRequestBody, response: cdcResponses(fidoCredentialsResponse) } },
    async (request) => {
      const uid = await signedInUid(request, request.body.login_token, marketOf(request));
      const credentials = (await passkeys.listOf(uid)).map((passkey) => ({
        credentialId: passkey.credentialId,
        deviceName: passkey.deviceName,
        createdAt: passkey.createdAt.toISOString(),
        ...(passkey.lastUsedAt ? { lastUsedAt: passkey.lastUsedAt.toISOString() } : {}),
        backedUp: passkey.backedUp,
      }));
      return cdcOk(request, { credentials });
    },
  );

  app.post(
    '/accounts.auth.fido.removeCredential',
    { schema: { body: fidoRemoveCredentialRequestBody, response: cdcResponses(cdcEmptyResponse) } },
    async (request) => {
      const form = request.body;
      const uid = await signedInUid(request, form.login_token, marketOf(request));
      await limitByIp(request);
      const account = await accounts.findByUid(uid);
      // Re-authentication: a stolen session alone cannot take the owner's passkeys away. Every account keeps its
      // password (accounts.password_hash is required), so removing a passkey never leaves an account without a way in.
      if (!account || !(await verifyPassword(account.passwordHash, form.password)))
        throw cdcError(cdcErrors.invalidLogin, 'Invalid password');
      if (!(await passkeys.remove(uid, form.credentialId)))
        throw cdcError(cdcErrors.invalidParameter, 'No such passkey');
      return cdcOk(request, {});
    },
  );
};
