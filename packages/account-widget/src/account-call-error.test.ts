import { describe, expect, it } from 'vitest';
import { newPasswordErrorMessageKey } from '@shopfront/core';
import { ApiError, CommerceApiError, ExperienceApiError, IdentityProviderError } from '@shopfront/api';
import { accountCallErrorOf, errorMessageKeyOf } from './account-call-error.ts';

describe('errorMessageKeyOf', () => {
  it.each([
    [
      'a provider code of the identity provider',
      new IdentityProviderError(403, 403048, 'rate'),
      {},
      'error.tooManyAttempts',
    ],
    ['the same code through the shop', new CommerceApiError(429, 'refused', 'sap_403048'), {}, 'error.tooManyAttempts'],
    [
      'a code the screen reads its own way',
      new ExperienceApiError(403, 'sap_403042'),
      { codes: { sap_403042: 'error.wrongPassword' } },
      'error.wrongPassword',
    ],
    [
      'a new-password screen’s lookup',
      new IdentityProviderError(400, 400009, 'common'),
      { lookup: newPasswordErrorMessageKey },
      'error.passwordTooCommon',
    ],
    ['an unknown code', new ApiError('http_500', 'server'), {}, 'error.unknown'],
    [
      'an unknown code with the screen’s fallback',
      new ApiError('http_500', 'server'),
      { fallback: 'changeEmail.errorTitle' },
      'changeEmail.errorTitle',
    ],
    ['a call that got no answer', new TypeError('Failed to fetch'), {}, 'error.unknown'],
  ])('%s', (_case, error, overrides, expected) => {
    expect(errorMessageKeyOf(error, overrides)).toBe(expected);
  });
});

describe('accountCallErrorOf', () => {
  it.each([
    [
      'a known code',
      new ExperienceApiError(429, 'sap_403048', 'Rate limit'),
      { kind: 'catalogue', messageKey: 'error.tooManyAttempts' },
    ],
    [
      'an experience answer with its own words',
      new ExperienceApiError(500, 'sap_500001', 'Maintenance until 10:00'),
      { kind: 'server', message: 'Maintenance until 10:00' },
    ],
    [
      'an experience answer without words',
      new ExperienceApiError(500, 'sap_500001'),
      { kind: 'catalogue', messageKey: 'error.unexpectedTitle' },
    ],
    [
      'another service’s answer',
      new CommerceApiError(500, 'Commerce down'),
      { kind: 'server', message: 'Commerce down' },
    ],
    [
      'an unknown code refused as a client error',
      new ExperienceApiError(400, 'sap_499999', 'bad'),
      { kind: 'catalogue', messageKey: 'error.unexpectedTitle' },
    ],
    ['no answer', new TypeError('Failed to fetch'), { kind: 'catalogue', messageKey: 'error.unknown' }],
  ])('%s', (_case, error, expected) => {
    expect(accountCallErrorOf(error)).toEqual(expected);
  });
});
