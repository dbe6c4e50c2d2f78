import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountWidgetConfig } from '@shopfront/api';
import { openAccountDialog } from '@shopfront/api/browser';
import { testWidgetConfig } from '#test/widget-config.ts';
import { mountAccountWidget } from './loader.ts';

describe('mountAccountWidget', () => {
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
});
