import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountWidgetConfig } from '@shopfront/api';
import { openAccountDialog } from '@shopfront/api/browser';
import { appendLoginTrigger, testLegalLinks, testWidgetConfig } from '#test/widget-config.ts';
import { mountAccountWidget } from './loader.ts';

describe('mountAccountWidget', () => {
  // First: the widget's root is the page's, once per module, and the other tests leave a dialog open.
  it('prepares the dialog an intent named, hidden, and forgets what was typed when it closes', async () => {
    const user = userEvent.setup();
    const button = appendLoginTrigger();
    const unmount = mountAccountWidget({
      locale: 'en-GB',
      loadConfig: () => Promise.resolve(testWidgetConfig),
      legalLinks: testLegalLinks,
    });
    try {
      await user.hover(button);
      // Built ahead, but neither shown nor in the accessibility tree until it is asked for.
      const prepared = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
      expect(prepared).not.toHaveAttribute('open');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      openAccountDialog({ dialog: 'login' });
      const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
      const email = within(dialog).getByLabelText('E-mail address');
      await waitFor(() => expect(email).toHaveFocus());
      await user.type(email, 'ada@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      openAccountDialog({ dialog: 'login' });
      const reopened = await screen.findByRole('dialog', { name: 'Log in' });
      expect(within(reopened).getByLabelText('E-mail address')).toHaveValue('');
    } finally {
      unmount();
      button.remove();
    }
  });

  it('opens a login asked for before the widget has what it needs, once, as soon as it has', async () => {
    let provideConfig: (config: AccountWidgetConfig) => void = () => undefined;
    const config = new Promise<AccountWidgetConfig>((resolve) => {
      provideConfig = resolve;
    });
    const unmount = mountAccountWidget({
      locale: 'en-GB',
      loadConfig: () => config,
      legalLinks: {
        registerHref: '/gb/login?register=true',
        privacyHref: '/gb/legal/privacy',
        termsHref: '/gb/legal/terms',
      },
    });
    try {
      openAccountDialog({ dialog: 'login' });
      openAccountDialog({ dialog: 'login' });
      provideConfig(testWidgetConfig);
      // The dialog root and the catalogue are real modules loaded on demand: slower than findBy's default second on a busy machine.
      const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
      expect(screen.getAllByRole('dialog')).toEqual([dialog]);
      expect(within(dialog).getByLabelText('E-mail address')).toBeInTheDocument();
    } finally {
      unmount();
    }
  });

  it('marks where an open spends its time on the page’s Performance timeline, in order (npm run bench splits it)', async () => {
    const unmount = mountAccountWidget({
      locale: 'en-GB',
      loadConfig: () => Promise.resolve(testWidgetConfig),
      legalLinks: { registerHref: '/gb/login?register=true', privacyHref: '/p', termsHref: '/t' },
    });
    try {
      const opened = performance.now();
      openAccountDialog({ dialog: 'login' });
      await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
      const marks = (name: string) =>
        performance.getEntriesByName(`shopfront:${name}`, 'mark').map((mark) => mark.startTime);
      const committed = await waitFor(() => {
        const mark = marks('dialog-committed').find((time) => time >= opened);
        expect(mark).toBeDefined();
        return mark ?? Number.NaN;
      });
      const rendering = marks('dialog-rendering').filter((time) => time >= opened && time <= committed);
      expect(rendering).toHaveLength(1);
      // Evaluated once per page: on this file's first open, before any dialog rendered.
      expect(marks('dialog-code-evaluated')).toHaveLength(1);
      expect(marks('dialog-code-evaluated')[0]).toBeLessThanOrEqual(rendering[0] ?? Number.NaN);
    } finally {
      unmount();
    }
  });
});
