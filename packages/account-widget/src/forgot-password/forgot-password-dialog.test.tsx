import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { testDialogEnvironment } from '../environment/dialog-environment-test-support.ts';

const requests: URLSearchParams[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function answerReset(body: object | 'network-error') {
  server.use(
    http.post('*/idp/accounts.resetPassword', async ({ request }) => {
      requests.push(new URLSearchParams(await request.text()));
      return body === 'network-error' ? HttpResponse.error() : HttpResponse.json(body);
    }),
  );
}

function cdcError(errorCode: number, statusCode = 403) {
  return { statusCode, errorCode, errorMessage: 'refused', errorDetails: 'refused' };
}

function renderDialog() {
  const onBackToLogin = vi.fn();
  renderWithProviders(
    <ForgotPasswordDialog environment={testDialogEnvironment()} onClose={vi.fn()} onBackToLogin={onBackToLogin} />,
  );
  return { user: userEvent.setup(), onBackToLogin };
}

describe('ForgotPasswordDialog', () => {
  it('sends the address and shows the request-received notice in place of the form', async () => {
    answerReset({ statusCode: 200, errorCode: 0 });
    const { user } = renderDialog();
    const submit = screen.getByRole('button', { name: 'Send link' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail address'), ' ada@example.co.uk ');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to login' })).toHaveFocus();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('loginID')).toBe('ada@example.co.uk');
    expect(requests[0]?.get('apiKey')).toBe(testWidgetConfig.apiKey);
  });

  it('names an invalid address and sends nothing', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('E-mail address'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('E-Mail not valid!');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['an unknown address (403047)', cdcError(403047), /not registered|no account/i],
    ['a link requested moments ago (403100)', cdcError(403100), /recently requested|wait/i],
    ['too many requests (403048)', cdcError(403048, 429), /too many/i],
    ['a server fault', cdcError(500001, 500), /unexpected|something went wrong/i],
  ])('shows the catalogue text for %s and keeps the address', async (_case, answer, message) => {
    answerReset(answer);
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.co.uk');
  });

  it('survives a network failure with the unknown-error text and the address kept', async () => {
    answerReset('network-error');
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.co.uk');
  });

  it('goes back to the login dialog', async () => {
    const { user, onBackToLogin } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBackToLogin).toHaveBeenCalledOnce();
  });
});
