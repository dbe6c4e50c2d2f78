import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAccountDialog } from '@shopfront/api/browser';
import { appendLoginTrigger, testLegalLinks, testWidgetConfig } from '#test/widget-config.ts';

const requiredError = 'Please fill in this field.';
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A page with a fresh widget (its dialog root is once per page) and a header button marked as a dialog trigger. */
async function pageWithWidget() {
  vi.resetModules();
  const { mountAccountWidget } = await import('../loader.ts');
  const button = appendLoginTrigger();
  const unmount = mountAccountWidget({
    locale: 'en-GB',
    loadConfig: () => Promise.resolve(testWidgetConfig),
    legalLinks: testLegalLinks,
  });
  cleanups.push(() => {
    unmount();
    button.remove();
    for (const root of document.querySelectorAll('[data-shopfront-account-widget]')) root.remove();
  });
  return button;
}

describe('switching between the login and the forgot-password dialogs', () => {
  it.each([
    { opened: 'once the intent has prepared the login dialog', intent: 'prepared' },
    { opened: 'on a click right after the intent', intent: 'just before' },
    { opened: 'without intent', intent: 'none' },
  ])('shows the forgot-password dialog with focus in its field, and back, $opened', async ({ intent }) => {
    const user = userEvent.setup();
    const button = await pageWithWidget();
    if (intent !== 'none') await user.hover(button);
    if (intent === 'prepared') await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
    openAccountDialog({ dialog: 'login' });
    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
    await waitFor(() => expect(within(login).getByLabelText('E-mail address')).toHaveFocus());

    const forgotButton = within(login).getByRole('button', { name: 'Forgot your password?' });
    await user.pointer({ keys: '[MouseLeft>]', target: forgotButton });
    // Leaving the empty address shows its error, which pushes the button down: not before the release, or the click
    // would land beside the button (the shop example's header → login → forgot password, in a real browser).
    expect(within(login).queryByText(requiredError)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: forgotButton });
    const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' }, { timeout: 5000 });
    expect(forgot).toHaveAttribute('open');
    await waitFor(() => expect(within(forgot).getByLabelText('E-mail address')).toHaveFocus());
    expect(screen.getAllByRole('dialog')).toEqual([forgot]);

    await user.click(within(forgot).getByRole('button', { name: 'Back to login' }));
    const loginAgain = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
    await waitFor(() => expect(within(loginAgain).getByLabelText('E-mail address')).toHaveFocus());
    expect(screen.getAllByRole('dialog')).toEqual([loginAgain]);
  });
});
