import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { AccountDeletedNotice, AccountDeletion } from './account-deletion.tsx';

const erasureAt = '2026-12-11T12:00:00.000Z';
const requests: unknown[] = [];
const loggedOut: string[] = [];
const cdcOk = { statusCode: 200, errorCode: 0, callId: 'c' };
const server = setupServer(
  http.post('*/idp/accounts.auth.fido.getCredentials', () => HttpResponse.json({ ...cdcOk, credentials: [] })),
  http.get('*/experience-api/session/logout', () => {
    loggedOut.push('experience');
    return HttpResponse.json({ auth: { authenticated: false } });
  }),
  http.get('*/gb/e/logout', () => {
    loggedOut.push('shop');
    return HttpResponse.json({ status: 'logged-out' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  loggedOut.length = 0;
});
afterAll(() => server.close());

function answerDeletion(answer: () => Response) {
  server.use(
    http.post('*/experience-api/account/deletion', async ({ request }) => {
      requests.push(await request.json());
      return answer();
    }),
  );
}

const deletedAt: string[] = [];

/** As on the dashboard: the deletion, replaced by the notice once it is done. */
function DeletionThenNotice() {
  const [erasureAt, setErasureAt] = useState<string>();
  if (erasureAt !== undefined) return <AccountDeletedNotice config={testWidgetConfig} erasureAt={erasureAt} />;
  return (
    <AccountDeletion
      config={testWidgetConfig}
      onDeleted={(at) => {
        deletedAt.push(at);
        setErasureAt(at);
      }}
    />
  );
}

async function confirmWith(password: string) {
  const user = userEvent.setup();
  deletedAt.length = 0;
  renderWithProviders(<DeletionThenNotice />);
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const field = await screen.findByLabelText(/Current password/);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { user, field };
}

describe('AccountDeletion', () => {
  it('says what is deleted and what the law keeps before anything is asked', () => {
    renderWithProviders(<AccountDeletion config={testWidgetConfig} onDeleted={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Delete account' })).toHaveTextContent(
      'What we keep, because the law requires it',
    );
  });

  it.each([
    [
      'a wrong password',
      () => HttpResponse.json({ errorCode: 'sap_403042' }, { status: 403 }),
      'The password is not correct.',
    ],
    [
      'too many tries',
      () => HttpResponse.json({ errorCode: 'sap_403048' }, { status: 429 }),
      'Too many attempts. Please wait a while and try again.',
    ],
    ['a network error', () => HttpResponse.error(), 'Your account could not be deleted. Please try again.'],
  ])('keeps the confirmation and what was typed on %s', async (_case, answer, message) => {
    answerDeletion(answer);
    const { field } = await confirmWith('Typed-Password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('Typed-Password-1');
    expect(loggedOut).toEqual([]);
    expect(deletedAt).toEqual([]);
  });

  it('deletes with the password, announces it to the host, signs out here and names the erasure date', async () => {
    answerDeletion(() => HttpResponse.json({ statusCode: 200, errorCode: 0, callId: 'c', erasureAt }));
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push(event instanceof CustomEvent ? event.detail : undefined);
    window.addEventListener('shopfront:account-deleted', listener);
    try {
      await confirmWith('Right-Password-1');
      const heading = await screen.findByRole('heading', { name: 'Your account will be deleted' });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Your account will be erased on 11 December 2026.');
      expect(requests).toEqual([{ password: 'Right-Password-1' }]);
      expect(announced).toEqual([{ erasureAt }]);
      // The dashboard is told, and shows this notice once the sign-out turns the page signed out.
      expect(deletedAt).toEqual([erasureAt]);
      await screen.findByRole('link', { name: 'Go to the home page' });
      expect(loggedOut).toEqual(expect.arrayContaining(['experience', 'shop']));
    } finally {
      window.removeEventListener('shopfront:account-deleted', listener);
    }
  });

  it('offers a passkey of the account besides the password, and says so when this browser cannot use one', async () => {
    const challenges: string[] = [];
    server.use(
      http.post('*/idp/accounts.auth.fido.getCredentials', () =>
        HttpResponse.json({
          ...cdcOk,
          credentials: [{ credentialId: 'c-1', deviceName: 'Chrome on Linux', createdAt: erasureAt, backedUp: true }],
        }),
      ),
      http.post('*/experience-api/account/deletion/passkey-options', () => {
        challenges.push('asked');
        return HttpResponse.json({ ...cdcOk, token: 'handle', options: { challenge: 'c-2' } });
      }),
    );
    answerDeletion(() => HttpResponse.json({ ...cdcOk, erasureAt }));
    const user = userEvent.setup();
    renderWithProviders(<AccountDeletion config={testWidgetConfig} onDeleted={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const passkey = await screen.findByRole('button', { name: 'Confirm with a passkey' });
    expect(dialog).toHaveAccessibleDescription(/Enter your password or use a passkey to confirm/);
    await user.type(screen.getByLabelText(/Current password/), 'Typed-Password-1');

    // jsdom has no WebAuthn: the customer is told, the password typed stays, nothing is deleted.
    await user.click(passkey);
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot use passkeys.');
    expect(challenges).toEqual(['asked']);
    expect(requests).toEqual([]);
    expect(screen.getByLabelText(/Current password/)).toHaveValue('Typed-Password-1');
  });

  it('offers no passkey to an account without one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountDeletion config={testWidgetConfig} onDeleted={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toHaveAccessibleDescription(
      'Enter your password to confirm. You will be signed out on every device at once.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm with a passkey' })).not.toBeInTheDocument();
  });
});
