import { describe, expect, it } from 'vitest';
import {
  accountCallErrorText,
  loginErrorMessageKey,
  newPasswordErrorMessageKey,
  providerErrorMessageKey,
} from './error-catalogue.ts';

describe('providerErrorMessageKey', () => {
  it.each([
    ['sap_206002', 'error.accountPendingVerification'],
    ['sap_206006', 'error.emailPendingVerification'],
    ['sap_400028', 'error.emailPendingVerification'],
    ['sap_400003', 'error.emailExists'],
    ['sap_400050', 'error.credentialsUnavailable'],
    ['sap_403013', 'error.credentialsUnavailable'],
    ['sap_403035', 'error.credentialsUnavailable'],
    ['sap_400097', 'error.insecureBrowser'],
    ['sap_401030', 'error.passwordUsedBefore'],
    ['sap_403005', 'error.noAccount'],
    ['sap_403041', 'error.noAccount'],
    ['sap_403011', 'error.sessionExpired'],
    ['sap_403012', 'error.sessionExpired'],
    ['sap_403042', 'error.invalidCredentials'],
    ['sap_403043', 'error.invalidCredentials'],
    ['sap_403047', 'error.emailNotRegistered'],
    ['sap_403100', 'error.passwordUpdatePending'],
    ['sap_403025', 'error.resetLinkInvalid'],
    [403042, 'error.invalidCredentials'],
    ['sap_999999', undefined],
    ['sap_', undefined],
    ['nonsense', undefined],
  ])('%s → %s', (code, key) => {
    expect(providerErrorMessageKey(code)).toBe(key);
  });
});

describe('loginErrorMessageKey', () => {
  it.each([
    [403, 403042, 'error.invalidCredentials'],
    [403, 403120, 'error.accountLocked'],
    [403, 403999, 'error.invalidCredentials'],
    [400, 400093, 'error.invalidLogin'],
    [500, 500001, 'error.invalidLogin'],
    [429, 403048, 'error.tooManyAttempts'],
  ])('status %i, code %i → %s', (status, code, key) => {
    expect(loginErrorMessageKey(status, code)).toBe(key);
  });
});

describe('accountCallErrorText (docs/account-widget.md §8)', () => {
  it.each([
    [403, 'sap_403005', 'Unauthorized user', { kind: 'catalogue', messageKey: 'error.noAccount' }],
    [400, 'sap_400009', 'Validation error', { kind: 'catalogue', messageKey: 'error.unexpectedTitle' }],
    [401, 'sap_499999', 'Who knows', { kind: 'catalogue', messageKey: 'error.unexpectedTitle' }],
    [403, 'http_403', undefined, { kind: 'catalogue', messageKey: 'error.unexpectedTitle' }],
    [503, 'sap_500028', 'Service unavailable', { kind: 'server', message: 'Service unavailable' }],
    [500, 'http_500', undefined, { kind: 'catalogue', messageKey: 'error.unexpectedTitle' }],
  ] as const)('status %i, %s, message %j', (status, code, message, expected) => {
    expect(accountCallErrorText(status, code, message)).toEqual(expected);
  });
});

describe('newPasswordErrorMessageKey', () => {
  it.each([
    ['sap_400009', 'error.passwordTooCommon'],
    [400009, 'error.passwordTooCommon'],
    ['sap_401030', 'error.passwordUsedBefore'],
    ['sap_499999', undefined],
  ] as const)('%s → %s', (code, key) => {
    expect(newPasswordErrorMessageKey(code)).toBe(key);
  });
});
