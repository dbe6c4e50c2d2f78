import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import {
  expectVisitorWithoutSessionSentToLogin,
  passwordPolicyHandler,
  testDialogEnvironment,
  verifiedSessionHandler,
} from '../environment/dialog-environment-test-support.ts';

const changes: { password: string; newPassword: string }[] = [];
const loggedOut: string[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    passwordPolicyHandler,
    verifiedSessionHandler,
    http.get('*/experience-api/session/logout', () => {
      loggedOut.push('experience');
      return HttpResponse.json({ auth: { authenticated: false } });
    }),
    http.get('*/gb/e/logout', () => {
      loggedOut.push('shop');
      return HttpResponse.json({ status: 'logged-out' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  changes.length = 0;
  loggedOut.length = 0;
});
afterAll(() => server.close());

function answerChange(status: number, body: object | 'network-error') {
  server.use(
    http.post('*/experience-api/cdc/accounts.setAccountInfo', async ({ request }) => {
      changes.push((await request.json()) as { password: string; newPassword: string });
      return body === 'network-error' ? HttpResponse.error() : HttpResponse.json(body, { status });
    }),
  );
}

function renderDialog() {
  const navigate = vi.fn();
  renderWithProviders(
    <ChangePasswordDialog
      environment={testDialogEnvironment({ navigate })}
      onClose={vi.fn()}
      homeUrl="http://localhost:3000/gb/"
    />,
  );
  return { user: userEvent.setup(), navigate };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Current password'), 'Nordhem-Demo-2026');
  await user.type(screen.getByLabelText('New password', { exact: true }), 'Fjord-Breeze-77');
  await user.type(screen.getByLabelText('Confirm new password'), 'Fjord-Breeze-77');
}

describe('ChangePasswordDialog', () => {
  it('verifies the session, changes the password, shows the success panel, logs out and goes home', async () => {
    answerChange(200, { statusCode: 200, errorCode: 0 });
    const { user, navigate } = renderDialog();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(changes).toEqual([{ password: 'Nordhem-Demo-2026', newPassword: 'Fjord-Breeze-77' }]);
    expect(loggedOut).toEqual(expect.arrayContaining(['experience', 'shop']));
    // The panel stays until the customer goes on.
    expect(navigate).not.toHaveBeenCalled();
    // The panel takes the focus in its effect, after the commit that showed its text.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/gb/');
  });

  it('sends a visitor whose session is gone to the login page, with no form', async () => {
    await expectVisitorWithoutSessionSentToLogin(server, renderDialog);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('refuses to send a new password equal to the current one', async () => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Current password'), 'Fjord-Breeze-77');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Fjord-Breeze-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fjord-Breeze-77');
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled();
  });

  it.each([
    ['a wrong current password', 403, 'sap_403042', 'Wrong password'],
    ['a password used before', 401, 'sap_401030', 'You have used this password before. Please submit a new one.'],
    ['a common password', 400, 'sap_400009', /one of the most common passwords/],
    ['too many attempts', 429, 'sap_403048', /too many attempts/i],
    ['an expired session', 401, 'sap_403005', /no account|session|sign in/i],
    ['a server fault', 500, 'sap_500001', 'Something went wrong. Please try again.'],
  ] as const)('shows the text for %s and keeps what was typed', async (_case, status, errorCode, message) => {
    answerChange(status, { statusCode: status, errorCode, errorMessage: 'refused' });
    const { user, navigate } = renderDialog();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Current password')).toHaveValue('Nordhem-Demo-2026');
    expect(screen.getByLabelText('New password', { exact: true })).toHaveValue('Fjord-Breeze-77');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('Fjord-Breeze-77');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('survives a network failure with the unknown-error text', async () => {
    answerChange(200, 'network-error');
    const { user } = renderDialog();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
