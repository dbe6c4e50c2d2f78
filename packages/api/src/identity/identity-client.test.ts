import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { IdentityProviderError, processLoginResponse } from './identity-client.ts';

const signedIn = {
  statusCode: 200,
  errorCode: 0,
  UID: 'uid-1',
  UIDSignature: 'c2lnbmF0dXJl',
  signatureTimestamp: '1700000000',
  profile: { email: 'ada@example.com' },
  sessionInfo: { cookieName: 'glt_4_nordhem_gb_web', cookieValue: 'token', expires_in: '1800' },
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('processLoginResponse', () => {
  it('reads a completed login, keeping how long the server keeps the session', async () => {
    expect(await processLoginResponse(answer(signedIn))).toEqual({
      kind: 'logged-in',
      login: {
        UID: 'uid-1',
        UIDSignature: 'c2lnbmF0dXJl',
        signatureTimestamp: '1700000000',
        profile: { email: 'ada@example.com' },
        data: {},
        preferences: {},
        sessionInfo: { cookieName: 'glt_4_nordhem_gb_web', cookieValue: 'token', expiresInSeconds: 1800 },
      },
    });
  });

  it.each([
    ['no expires_in', undefined],
    ['a non-number', 'soon'],
    ['zero', '0'],
  ])('leaves the session length unknown for %s', async (_case, expiresIn) => {
    const result = await processLoginResponse(
      answer({
        ...signedIn,
        sessionInfo: { cookieName: 'glt_x', cookieValue: 'v', ...(expiresIn ? { expires_in: expiresIn } : {}) },
      }),
    );
    expect(result.kind === 'logged-in' && result.login.sessionInfo.expiresInSeconds).toBeUndefined();
  });

  it('reads a login stopped by missing consents', async () => {
    const pending = {
      statusCode: 206,
      errorCode: 206001,
      regToken: 'reg-1',
      missingRequiredFields: ['preferences.terms-statement.isConsentGranted'],
    };
    expect(await processLoginResponse(answer(pending, 206))).toEqual({
      kind: 'consent-needed',
      regToken: 'reg-1',
      missingFields: ['preferences.terms-statement.isConsentGranted'],
    });
  });

  it('raises the CDC error of a refusal with its code and status', async () => {
    const refusal = processLoginResponse(
      answer({ statusCode: 403, errorCode: 403042, errorMessage: 'Invalid LoginID', errorDetails: 'invalid' }, 403),
    );
    await expect(refusal).rejects.toBeInstanceOf(IdentityProviderError);
    await expect(refusal).rejects.toMatchObject({ code: '403042', status: 403, errorCode: 403042, details: 'invalid' });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
  });

  it('treats a 206 without its regToken as the refusal it is, not as a consent step', async () => {
    await expect(
      processLoginResponse(answer({ statusCode: 206, errorCode: 206001, missingRequiredFields: [] }, 206)),
    ).rejects.toMatchObject({
      name: 'IdentityProviderError',
      code: '206001',
    });
  });

  it.each([
    ['a success without a signature', { ...signedIn, UIDSignature: undefined }],
    ['a success without a session', { ...signedIn, sessionInfo: undefined }],
    ['something else entirely', { hello: 'world' }],
  ])('refuses %s as an invalid response', async (_case, body) => {
    await expect(processLoginResponse(answer(body))).rejects.toMatchObject({
      name: 'ApiError',
      code: 'invalid_response',
    });
  });
});
