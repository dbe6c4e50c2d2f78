import { waitFor } from '@testing-library/react';
import { defaultPasswordPolicy } from '@shopfront/core';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect, type Mock } from 'vitest';
import { testWidgetConfig } from '#test/widget-config.ts';
import type { DialogEnvironment } from './dialog-environment.ts';

/** A GB environment on the test configuration whose fetch goes through MSW; tests override what they look at. */
export function testDialogEnvironment(overrides: Partial<DialogEnvironment> = {}): DialogEnvironment {
  return {
    config: testWidgetConfig,
    locale: 'en-GB',
    fetch: (input, init) => fetch(input, init),
    navigate: () => undefined,
    loginUrl: 'http://localhost:3000/gb/login',
    links: { registerHref: '/gb/login?register=true', privacyHref: '/gb/legal/privacy', termsHref: '/gb/legal/terms' },
    ...overrides,
  };
}

/** The experience API's session check for a signed-in customer (uid-1). */
export const verifiedSessionHandler = http.post('*/experience-api/cdc/accounts.session.verify', () =>
  HttpResponse.json({ statusCode: 200, errorCode: 0, UID: 'uid-1' }),
);

/** The identity provider answers its default password policy: 8 characters from 3 groups. */
export const passwordPolicyHandler = http.post('*/idp/accounts.getPolicies', () =>
  HttpResponse.json({ statusCode: 200, errorCode: 0, passwordComplexity: defaultPasswordPolicy }),
);

/** Renders a session dialog for a visitor whose session has ended and waits until it sends them to the login page. */
export async function expectVisitorWithoutSessionSentToLogin(
  server: SetupServer,
  renderDialog: () => { navigate: Mock },
): Promise<void> {
  server.use(
    http.post('*/experience-api/cdc/accounts.session.verify', () =>
      HttpResponse.json({ errorCode: 'sap_403005' }, { status: 401 }),
    ),
  );
  const { navigate } = renderDialog();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:3000/gb/login'));
}
