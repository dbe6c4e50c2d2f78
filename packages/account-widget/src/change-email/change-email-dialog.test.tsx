import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import {
  expectVisitorWithoutSessionSentToLogin,
  testDialogEnvironment,
  verifiedSessionHandler,
} from '../environment/dialog-environment-test-support.ts';

const requests: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    verifiedSessionHandler,
    http.get('*/experience-api/occ/nordhem-gb/email', () => HttpResponse.json({})),
  );
});

function answerPending(pendingEmail: string) {
  server.use(http.get('*/experience-api/occ/nordhem-gb/email', () => HttpResponse.json({ pendingEmail })));
}
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function answerChange(status: number, body: object) {
  server.use(
    http.post('*/experience-api/occ/nordhem-gb/email', async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
}

function renderDialog() {
  const props = { navigate: vi.fn(), onClose: vi.fn(), reload: vi.fn(), onRequested: vi.fn() };
  const { navigate, ...dialogProps } = props;
  renderWithProviders(<ChangeEmailDialog environment={testDialogEnvironment({ navigate })} {...dialogProps} />);
  return { user: userEvent.setup(), ...props };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, newEmail: string, confirmation = newEmail) {
  await user.type(await screen.findByLabelText('New e-mail address'), newEmail);
  await user.type(screen.getByLabelText('Confirm new e-mail address'), confirmation);
}

describe('ChangeEmailDialog', () => {
  it('asks for the new address twice, sends it, shows the pending notice and reloads when done', async () => {
    answerChange(200, { pendingEmail: 'ada.new@example.co.uk' });
    const { user, reload, onRequested } = renderDialog();
    const submit = () => screen.getByRole('button', { name: 'Save and close' });
    await fillIn(user, 'ada.new@example.co.uk', 'ada.new@example.co.u');
    await user.tab();
    expect(screen.getByText('The e-mail addresses do not match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new e-mail address'), 'k');
    await user.click(submit());

    expect(await screen.findByText(/We have sent a link to ada.new@example.co.uk/)).toBeInTheDocument();
    expect(requests).toEqual([{ newEmail: 'ada.new@example.co.uk' }]);
    expect(onRequested).toHaveBeenCalledWith('ada.new@example.co.uk');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(reload).toHaveBeenCalled();
  });

  it.each([
    ['an address in use', 'sap_400003', 'This e-mail address is already in use. Please use another one.'],
    ['too many requests', 'sap_403048', 'Too many attempts. Please wait a minute and try again.'],
    ['anything else', 'ServerError', 'Something went wrong. Try again.'],
  ])('names %s and keeps both fields', async (_case, reason, message) => {
    answerChange(400, { errors: [{ type: 'ValidationError', reason, message: 'refused' }] });
    const { user } = renderDialog();
    await fillIn(user, 'ada.new@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('ada.new@example.co.uk');
    expect(screen.getByLabelText('Confirm new e-mail address')).toHaveValue('ada.new@example.co.uk');
  });

  it('names a change that waits, and a new address replaces it', async () => {
    answerPending('ada.first@example.co.uk');
    answerChange(200, { pendingEmail: 'ada.second@example.co.uk' });
    const { user, onRequested } = renderDialog();
    const pending = (await screen.findByText(/A change to ada.first@example.co.uk is pending/)).closest(
      '[role="status"]',
    );
    expect(pending).toHaveTextContent('Change pending');
    expect(screen.getByRole('button', { name: 'Cancel this change' })).toBeEnabled();
    expect(screen.queryByText(/still pending verification/)).not.toBeInTheDocument();
    await fillIn(user, 'ada.second@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await screen.findByText(/We have sent a link to ada.second@example.co.uk/)).toBeInTheDocument();
    expect(requests).toEqual([{ newEmail: 'ada.second@example.co.uk' }]);
    expect(onRequested).toHaveBeenCalledWith('ada.second@example.co.uk');
  });

  it('cancels the change that waits from the dialog, says so and moves focus to Done', async () => {
    answerPending('ada.first@example.co.uk');
    let cancelled = 0;
    server.use(
      http.delete('*/experience-api/occ/nordhem-gb/email', () => {
        cancelled += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onClose, reload } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel this change' }));
    expect(
      await screen.findByText('Your e-mail address stays as it is, and the link we sent is no longer valid.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Change cancelled');
    expect(cancelled).toBe(1);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the change that waits and what was typed when cancelling fails', async () => {
    answerPending('ada.first@example.co.uk');
    server.use(
      http.delete('*/experience-api/occ/nordhem-gb/email', () =>
        HttpResponse.json({ errors: [{ type: 'ServerError', message: 'down' }] }, { status: 503 }),
      ),
    );
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('New e-mail address'), 'ada.second@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Cancel this change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    expect(screen.getByText(/A change to ada.first@example.co.uk is pending/)).toBeInTheDocument();
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('ada.second@example.co.uk');
  });

  it('names an invalid address when the field is left', async () => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('New e-mail address'), 'ada@');
    await user.tab();
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription('E-Mail not valid!');
  });

  it('sends a visitor without a session to the login page', async () => {
    await expectVisitorWithoutSessionSentToLogin(server, renderDialog);
  });
});
