import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { ProfileCompletionDialog } from './profile-completion-dialog.tsx';
import {
  expectVisitorWithoutSessionSentToLogin,
  testDialogEnvironment,
  verifiedSessionHandler,
} from '../environment/dialog-environment-test-support.ts';

const updates: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    verifiedSessionHandler,
    http.post('*/idp/accounts.getSchema', () =>
      HttpResponse.json({
        statusCode: 200,
        errorCode: 0,
        preferencesSchema: {
          fields: {
            'terms-statement': { required: true, currentDocVersion: '2.0' },
            'privacy-statement': { required: true, currentDocVersion: '2.0' },
          },
        },
      }),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  updates.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function answerAccount(preferences: object, saveStatus = 200) {
  server.use(
    http.post('*/experience-api/cdc/accounts.getAccountInfo', () =>
      HttpResponse.json({ statusCode: 200, errorCode: 0, UID: 'uid-1', preferences }),
    ),
    http.post('*/experience-api/cdc/accounts.setAccountInfo', async ({ request }) => {
      updates.push(await request.json());
      return saveStatus === 200
        ? HttpResponse.json({ statusCode: 200, errorCode: 0 })
        : HttpResponse.json(
            { statusCode: saveStatus, errorCode: 'sap_500001', errorMessage: 'General Server Error' },
            { status: saveStatus },
          );
    }),
  );
}

function renderDialog() {
  const props = { navigate: vi.fn(), onClose: vi.fn(), onSaved: vi.fn() };
  const { navigate, ...dialogProps } = props;
  renderWithProviders(<ProfileCompletionDialog environment={testDialogEnvironment({ navigate })} {...dialogProps} />);
  return { user: userEvent.setup(), ...props };
}

const current = { isConsentGranted: true, docVersion: '2.0' };

describe('ProfileCompletionDialog', () => {
  it('asks only for the terms accepted in an older version, and records the new acceptance', async () => {
    answerAccount({ 'terms-statement': { isConsentGranted: true, docVersion: '1.0' }, 'privacy-statement': current });
    const { user, onSaved, onClose } = renderDialog();
    const terms = await screen.findByRole('checkbox', { name: /accept the updated terms of use/ });
    expect(screen.getByRole('dialog', { name: 'Profile completion' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /privacy statement/ })).not.toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(terms);
    await user.click(continueButton);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates).toEqual([
      { preferences: { 'terms-statement': { isConsentGranted: true } }, lang: 'en-GB', context: 'profile-completion' },
    ]);
    expect(onSaved).toHaveBeenCalledWith(['terms-statement']);
  });

  it('does not open when every document is current, and says why at debug level', async () => {
    answerAccount({ 'terms-statement': current, 'privacy-statement': current });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { onClose } = renderDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('every document is accepted'));
  });

  it('keeps the ticks and shows the error when the save fails', async () => {
    answerAccount({}, 500);
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy statement/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('General Server Error');
    expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /privacy statement/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to the login page and shows nothing', async () => {
    await expectVisitorWithoutSessionSentToLogin(server, renderDialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
