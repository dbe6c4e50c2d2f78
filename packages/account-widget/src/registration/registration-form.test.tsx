import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountWidgetConfig } from '@shopfront/api';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { RegistrationForm } from './registration-form.tsx';
import { passwordPolicyHandler } from '../environment/dialog-environment-test-support.ts';

const registrations: URLSearchParams[] = [];
let taken = false;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  taken = false;
  server.use(
    passwordPolicyHandler,
    http.post('*/idp/accounts.isAvailableLoginID', () =>
      HttpResponse.json({ statusCode: 200, errorCode: 0, isAvailable: !taken }),
    ),
    http.post('*/idp/accounts.initRegistration', () =>
      HttpResponse.json({ statusCode: 200, errorCode: 0, regToken: 'reg-1' }),
    ),
    http.post('*/idp/accounts.register', async ({ request }) => {
      registrations.push(new URLSearchParams(await request.text()));
      return HttpResponse.json(
        { statusCode: 206, errorCode: 206002, errorMessage: 'Account Pending Verification' },
        { status: 206 },
      );
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  registrations.length = 0;
});
afterAll(() => server.close());

function renderForm(config: AccountWidgetConfig = testWidgetConfig, locale = 'en-GB') {
  renderWithProviders(
    <RegistrationForm
      config={config}
      fetch={(input, init) => fetch(input, init)}
      privacyHref="/privacy"
      termsHref="/terms"
      loginHref="/login"
      availabilityDelayMs={0}
    />,
    locale,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByLabelText('E-mail address', { exact: false, selector: 'input[name="email"]' }),
    'ada@example.co.uk',
  );
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Fjord-Breeze-77');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Fjord-Breeze-77');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy statement/ }));
}

describe('RegistrationForm', () => {
  it('registers with the required documents and, when ticked, the marketing consent; then asks to check the mailbox', async () => {
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByText('This e-mail address is available.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Check your mailbox')).toBeInTheDocument();
    const sent = registrations[0];
    expect(sent?.get('email')).toBe('ada@example.co.uk');
    expect(sent?.get('regToken')).toBe('reg-1');
    expect(sent?.get('lang')).toBe('en-GB');
    expect(JSON.parse(sent?.get('preferences') ?? '{}')).toEqual({
      'terms-statement': { isConsentGranted: true },
      'privacy-statement': { isConsentGranted: true },
      'personalised-general': { isConsentGranted: true },
    });
    expect(JSON.parse(sent?.get('subscriptions') ?? '{}')).toEqual({ newsletter: { email: { isSubscribed: true } } });
  });

  it('names a taken address and cannot be sent', async () => {
    taken = true;
    const user = renderForm();
    await fillIn(user);
    expect(
      await screen.findByText('This e-mail address is already in use. Please use another one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it.each([
    ['a form feed', 'First name', 'Form\fFeed'],
    ['a tab', 'Last name', 'Love\tlace'],
    ['a C1 control character', 'First name', 'Ada\u0085'],
  ])('names a name with %s as unusable and cannot be sent; what was typed stays', async (_case, label, name) => {
    const user = renderForm();
    await fillIn(user);
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.click(field);
    await user.paste(name);
    expect(field).toHaveValue(name);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This field contains a character that cannot be used.'),
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(registrations).toHaveLength(0);
  });

  it('cannot be sent without the terms', async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('US: the marketing consent needs the residency and age declaration', async () => {
    const user = renderForm({ ...testWidgetConfig, country: 'US', locale: 'en-US' }, 'en-US');
    await user.type(
      screen.getByLabelText('Email address', { exact: false, selector: 'input[name="email"]' }),
      'ada@example.com',
    );
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Fjord-Breeze-77');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fjord-Breeze-77');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /receive offers and news/ }));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /U\.S\. resident/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(JSON.parse(registrations[0]?.get('data') ?? '{}')).toEqual({ isUsResident: true, isAdult: true });
  });
});
