import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { passwordPolicyHandler } from '../environment/dialog-environment-test-support.ts';

const resets: URLSearchParams[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(passwordPolicyHandler);
});
afterEach(() => {
  server.resetHandlers();
  resets.length = 0;
});
afterAll(() => server.close());

function answerReset(body: object | 'network-error') {
  server.use(
    http.post('*/idp/accounts.resetPassword', async ({ request }) => {
      resets.push(new URLSearchParams(await request.text()));
      return body === 'network-error' ? HttpResponse.error() : HttpResponse.json(body);
    }),
  );
}

function renderForm({ token }: { token: string | undefined } = { token: 'token-from-the-link' }) {
  renderWithProviders(
    <ResetPasswordForm
      config={testWidgetConfig}
      fetch={(input, init) => fetch(input, init)}
      token={token}
      loginHref="/gb/login"
      headingLevel={2}
    />,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password: string, confirmation = password) {
  await user.type(screen.getByLabelText('New password', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
}

describe('ResetPasswordForm', () => {
  it('sets the new password with the link token and offers the way to log in', async () => {
    answerReset({ statusCode: 200, errorCode: 0 });
    const user = renderForm();
    await fillIn(user, 'Fjord-Breeze-77');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/gb/login');
    expect(resets[0]?.get('passwordResetToken')).toBe('token-from-the-link');
    expect(resets[0]?.get('newPassword')).toBe('Fjord-Breeze-77');
  });

  it('sends nothing while the confirmation differs, and says so', async () => {
    const user = renderForm();
    await fillIn(user, 'Fjord-Breeze-77', 'Fjord-Breeze-78');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  });

  it.each([
    [
      'an invalid or used link (403025)',
      { statusCode: 403, errorCode: 403025 },
      /link is invalid|no longer valid|new forgot-password request/i,
    ],
    [
      'a password used before (401030)',
      { statusCode: 401, errorCode: 401030 },
      'You have used this password before. Please submit a new one.',
    ],
    [
      'a common password (400009)',
      { statusCode: 400, errorCode: 400009, errorDetails: 'Password is too common' },
      /one of the most common passwords/,
    ],
    ['a server fault', { statusCode: 500, errorCode: 500001 }, 'Something went wrong. Please try again.'],
    ['a network failure', 'network-error', 'Something went wrong. Please try again.'],
  ] as const)('shows the text for %s and keeps both passwords', async (_case, answer, message) => {
    answerReset(answer === 'network-error' ? answer : { errorMessage: 'refused', errorDetails: 'refused', ...answer });
    const user = renderForm();
    await fillIn(user, 'Fjord-Breeze-77');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New password', { exact: true })).toHaveValue('Fjord-Breeze-77');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('Fjord-Breeze-77');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  });

  it('warns of one of the most common passwords before sending: meter and field error', async () => {
    const user = renderForm();
    await fillIn(user, 'Password1!');
    // The list loads with the screen; until then only the server would refuse.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Password strength: too weak'));
    expect(screen.getByLabelText('New password', { exact: true })).toHaveAccessibleDescription(
      /one of the most common passwords/,
    );
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
    expect(resets).toHaveLength(0);
  });

  it('explains a page opened without the link token', () => {
    renderForm({ token: undefined });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
