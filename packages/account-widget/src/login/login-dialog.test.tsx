import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { testDialogEnvironment } from '../environment/dialog-environment-test-support.ts';

const resendRequests: URLSearchParams[] = [];
/** The first submit loads the login flow's module: on a busy machine that alone can outlast findBy's default second. */
const firstAnswer = { timeout: 5000 };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resendRequests.length = 0;
});
afterAll(() => server.close());

function answerLogin(status: number, body: object) {
  server.use(http.post('*/idp/accounts.login', () => HttpResponse.json(body, { status })));
}

function answerResend(status: number, body: object) {
  server.use(
    http.post('*/idp/accounts.resendVerificationCode', async ({ request }) => {
      resendRequests.push(new URLSearchParams(await request.text()));
      return HttpResponse.json(body, { status });
    }),
  );
}

async function logInAs(email: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <LoginDialog
      environment={testDialogEnvironment({ navigate: vi.fn() })}
      onClose={vi.fn()}
      onForgotPassword={vi.fn()}
    />,
  );
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), 'Nordhem-Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginDialog', () => {
  it('titles the extra-consent step once: the dialog names it and gives its intro, and focus moves to the first box', async () => {
    answerLogin(206, {
      statusCode: 206,
      errorCode: 206001,
      regToken: 'reg-1',
      missingRequiredFields: ['preferences.terms-statement.isConsentGranted'],
    });
    await logInAs('lily.turner@example.co.uk');
    const dialog = await screen.findByRole('dialog', { name: 'Profile completion' }, firstAnswer);
    expect(within(dialog).getAllByRole('heading', { name: 'Profile completion' })).toHaveLength(1);
    expect(
      within(dialog).getAllByText('We have updated our documents. Please confirm the following to continue.'),
    ).toHaveLength(1);
    expect(dialog).toHaveAccessibleDescription(
      'We have updated our documents. Please confirm the following to continue.',
    );
    expect(within(dialog).getByRole('checkbox', { name: /terms of use/ })).toHaveFocus();
    expect(within(dialog).getByRole('form', { name: 'Profile completion' })).toBeInTheDocument();
  });

  it('offers an unverified account its link again, with the regToken of the refused login, and says it is on its way', async () => {
    answerLogin(206, {
      statusCode: 206,
      errorCode: 206002,
      errorMessage: 'Account Pending Verification',
      regToken: 'pending-reg',
    });
    answerResend(200, { statusCode: 200, errorCode: 0 });
    const user = await logInAs('nora.quinn@example.co.uk');
    expect(await screen.findByRole('alert', {}, firstAnswer)).toHaveTextContent(
      'Your account is not activated yet. Please open the link we sent to your e-mail address, or have it sent again.',
    );
    expect(screen.queryByText(/contact our support/)).not.toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Send the link again' });
    await user.click(resend);
    expect(
      await screen.findByText('If the address is waiting for activation, a new link is on its way.'),
    ).toBeInTheDocument();
    expect(screen.getByText('If the address is waiting for activation, a new link is on its way.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(resend).toHaveFocus();
    expect(resendRequests.map((form) => [form.get('regToken'), form.get('email')])).toEqual([['pending-reg', null]]);
    // What was typed stays, and the login can be tried again.
    expect(screen.getByLabelText('E-mail address')).toHaveValue('nora.quinn@example.co.uk');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('names the rate limit when the link was asked for too often', async () => {
    answerLogin(206, { statusCode: 206, errorCode: 206002, regToken: 'pending-reg' });
    answerResend(429, { statusCode: 429, errorCode: 403048, errorMessage: 'Rate limit exceeded' });
    const user = await logInAs('nora.quinn@example.co.uk');
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }, firstAnswer));
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
