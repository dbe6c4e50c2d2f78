import { testWidgetConfig } from '#test/widget-config.ts';
import type { DialogEnvironment } from './dialog-environment.ts';

/** A GB environment on the test configuration whose fetch goes through MSW; tests override what they look at. */
export function testDialogEnvironment(overrides: Partial<DialogEnvironment> = {}): DialogEnvironment {
  return {
    config: testWidgetConfig,
    locale: 'en-GB',
    fetch: (input, init) => fetch(input, init),
    navigate: () => undefined,
    loginUrl: 'http://localhost:3000/gb/login',
    links: { registerHref: '/gb/login?register=true', privacyHref: '/gb/legal/privacy', termsHref: '/gb/legal/terms' },
    ...overrides,
  };
}
