import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountDialog } from '@shopfront/api/browser';
import { testWidgetConfig } from '#test/widget-config.ts';
import { verifiedSessionHandler } from './environment/dialog-environment-test-support.ts';
import { mountAccountWidget } from './loader.ts';

const updates: unknown[] = [];
const server = setupServer(
  verifiedSessionHandler,
  http.post('*/idp/accounts.getSchema', () =>
    HttpResponse.json({
      statusCode: 200,
      errorCode: 0,
      preferencesSchema: { fields: { 'terms-statement': { required: true, currentDocVersion: '2.0' } } },
    }),
  ),
  http.post('*/experience-api/cdc/accounts.getAccountInfo', () =>
    HttpResponse.json({
      statusCode: 200,
      errorCode: 0,
      UID: 'uid-1',
      preferences: { 'terms-statement': { isConsentGranted: true, docVersion: '1.0' } },
    }),
  ),
  http.post('*/experience-api/cdc/accounts.setAccountInfo', async ({ request }) => {
    updates.push(await request.json());
    return HttpResponse.json({ statusCode: 200, errorCode: 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the widget’s locale', () => {
  it('is the one the host mounted it with: its texts and the lang it sends, whatever locale the configuration names', async () => {
    const unmount = mountAccountWidget({
      locale: 'de-DE',
      loadConfig: () => Promise.resolve({ ...testWidgetConfig, locale: 'en-GB' }),
      legalLinks: {
        registerHref: '/de/login?register=true',
        privacyHref: '/de/legal/privacy',
        termsHref: '/de/legal/terms',
      },
    });
    try {
      openAccountDialog({ dialog: 'consent' });
      // The dialog root, its screen's chunk and the catalogue are real modules loaded on demand: slower than findBy's default second.
      const dialog = await screen.findByRole('dialog', { name: 'Profil vervollständigen' }, { timeout: 5000 });
      const user = userEvent.setup();
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
      await waitFor(() =>
        expect(updates).toEqual([
          {
            preferences: { 'terms-statement': { isConsentGranted: true } },
            lang: 'de-DE',
            context: 'profile-completion',
          },
        ]),
      );
    } finally {
      unmount();
    }
  });
});
