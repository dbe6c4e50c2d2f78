import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testWidgetConfig } from '#test/widget-config.ts';
import { type RenderOptions, renderWithProviders } from '#test/render-with-providers.tsx';
import { LoginForm } from './login-form.tsx';

const config = testWidgetConfig;

const loginRequests: URLSearchParams[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  loginRequests.length = 0;
});
afterAll(() => server.close());

function answerLogin(body: object) {
  server.use(
    http.post('*/idp/accounts.login', async ({ request }) => {
      loginRequests.push(new URLSearchParams(await request.text()));
      return HttpResponse.json(body, { status: (body as { statusCode: number }).statusCode });
    }),
  );
}

function renderForm(options: RenderOptions = {}) {
  const navigate = vi.fn();
  renderWithProviders(
    <LoginForm
      dependencies={{
        fetch: (input, init) => fetch(input, init),
        config,
        navigate,
        finalTarget: () => '/gb/',
        now: () => new Date(),
      }}
      sectionHeadingLevel={2}
      registerHref="/gb/login?register=true"
      privacyHref="/gb/legal/privacy"
      termsHref="/gb/legal/terms"
    />,
    'en-GB',
    options,
  );
  return { navigate, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('takes over what was typed into the server-rendered form before its script ran', () => {
    renderForm({
      beforeHydration: (container) => {
        const type = (name: string, value: string) => {
          const field = container.querySelector(`input[name="${name}"]`);
          if (field instanceof HTMLInputElement) field.value = value;
        };
        type('email', 'oliver.bennett@example.co.uk');
        type('password', 'secret');
      },
    });
    expect(screen.getByLabelText('E-mail address')).toHaveValue('oliver.bennett@example.co.uk');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('enables Log in only with a valid address and a password, and names the invalid address', async () => {
    const { user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail address'), 'oliver@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('E-Mail not valid!');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail address'), 'example.co.uk');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/gb/login?register=true');
  });

  // The browser strips ASCII white space around the value of an e-mail field; other white space is the rule's to trim.
  it.each([' a@b.co ', '\u00A0a@b.co\u3000'])(
    'accepts %j, as forgot password does, and sends it trimmed',
    async (typed) => {
      answerLogin({
        statusCode: 403,
        errorCode: 403042,
        errorMessage: 'Invalid LoginID',
        errorDetails: 'invalid loginID or password',
      });
      const { user } = renderForm();
      await user.type(screen.getByLabelText('E-mail address'), typed);
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.tab();
      expect(screen.getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid', 'true');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail and password combination is not valid');
      expect(loginRequests[0]?.get('loginID')).toBe('a@b.co');
    },
  );

  it('shows the catalogue text of a refused login and keeps what was typed', async () => {
    answerLogin({
      statusCode: 403,
      errorCode: 403042,
      errorMessage: 'Invalid LoginID',
      errorDetails: 'invalid loginID or password',
    });
    const { user, navigate } = renderForm();
    await user.type(screen.getByLabelText('E-mail address'), 'oliver.bennett@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    server.use(
      http.get('*/experience-api/occ/nordhem-gb/global-settings', () =>
        HttpResponse.json({ cdcSessionDuration: 7200 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail and password combination is not valid');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('oliver.bennett@example.co.uk');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(loginRequests[0]?.get('sessionExpiration')).toBe('7200');
    expect(loginRequests[0]?.get('include')).toBe('profile,data,preferences,missing-required-fields');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks only for the missing consent and continues only when it is ticked', async () => {
    answerLogin({
      statusCode: 206,
      errorCode: 206001,
      regToken: 'reg-1',
      missingRequiredFields: ['preferences.terms-statement.isConsentGranted'],
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('E-mail address'), 'grace.hughes@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'Nordhem-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('form', { name: 'Profile completion' });
    // On a page the form titles its step itself: one heading, focused, below the page's own.
    expect(screen.getAllByRole('heading', { name: 'Profile completion' })).toEqual([
      screen.getByRole('heading', { level: 2, name: 'Profile completion' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Profile completion' })).toHaveFocus();
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/gb/legal/terms');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    expect(continueButton).toBeEnabled();
  });

  it('offers passkeys in the address field’s autofill and says so where the browser has no WebAuthn, keeping what was typed', async () => {
    const { user, navigate } = renderForm();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username webauthn');
    await user.type(screen.getByLabelText('E-mail address'), 'oliver.bennett@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'secret');
    // jsdom, like an old browser, has no PublicKeyCredential: nothing is asked of the identity provider.
    await user.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot use passkeys.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('oliver.bennett@example.co.uk');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says why a passkey login was refused before the prompt (too many attempts), keeping what was typed', async () => {
    // A browser with WebAuthn (jsdom has none); the identity provider refuses the challenge before any prompt.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    server.use(
      http.post('*/idp/accounts.auth.fido.getAssertionOptions', () =>
        HttpResponse.json(
          { statusCode: 429, errorCode: 403048, errorMessage: 'Rate limit exceeded', callId: 'c1', time: '' },
          { status: 429 },
        ),
      ),
    );
    try {
      const { user, navigate } = renderForm();
      await user.type(screen.getByLabelText('E-mail address'), 'oliver.bennett@example.co.uk');
      await user.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many attempts. Please wait a minute and try again.',
      );
      expect(screen.getByLabelText('E-mail address')).toHaveValue('oliver.bennett@example.co.uk');
      expect(screen.getByRole('button', { name: 'Log in with a passkey' })).toBeEnabled();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
