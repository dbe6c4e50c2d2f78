import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { Passkeys } from './passkeys.tsx';

const laptop = {
  credentialId: 'credential-1',
  deviceName: 'Chrome on Linux',
  createdAt: '2026-11-20T09:30:00.000Z',
  backedUp: false,
};
const cdcOk = { statusCode: 200, errorCode: 0 };

let stored = [laptop];
const removals: URLSearchParams[] = [];
const server = setupServer(
  http.post('*/idp/accounts.auth.fido.getCredentials', () => HttpResponse.json({ ...cdcOk, credentials: stored })),
  http.post('*/idp/accounts.auth.fido.removeCredential', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    removals.push(form);
    if (form.get('password') !== 'Nordhem-Demo-2026')
      return HttpResponse.json(
        { statusCode: 403, errorCode: 403042, errorMessage: 'Invalid LoginID' },
        { status: 403 },
      );
    stored = stored.filter((passkey) => passkey.credentialId !== form.get('credentialId'));
    return HttpResponse.json(cdcOk);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  stored = [laptop];
  removals.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

describe('Passkeys', () => {
  it('lists each passkey with its dates in the locale, and remembers that this browser may hold passkeys', async () => {
    renderWithProviders(<Passkeys config={{ ...testWidgetConfig, locale: 'de-CH' }} />, 'de-CH');
    const passkey = await screen.findByRole('listitem');
    expect(passkey).toHaveTextContent('Chrome on Linux');
    expect(passkey).toHaveTextContent('Hinzugefügt: 20.11.2026');
    expect(passkey).toHaveTextContent('Noch nicht verwendet');
    expect(localStorage.getItem('shopfront.passkeyHint')).toBe('true');
  });

  it('removes a passkey only with the password; a wrong one is named and stays typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Passkeys config={testWidgetConfig} />);
    await user.click(await screen.findByRole('button', { name: 'Remove passkey Chrome on Linux' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove passkey Chrome on Linux?' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'Not-The-Password');
    await user.click(remove);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Not-The-Password');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Nordhem-Demo-2026');
    await user.click(remove);
    expect(await screen.findByText('You have not added a passkey yet.')).toBeInTheDocument();
    expect(screen.getByText('Passkey removed: Chrome on Linux.')).toBeInTheDocument();
    expect(removals.map((form) => form.get('credentialId'))).toEqual(['credential-1', 'credential-1']);
    // No passkey left on the account: the login form no longer loads the passkey code at open.
    expect(localStorage.getItem('shopfront.passkeyHint')).toBeNull();
  });
});
