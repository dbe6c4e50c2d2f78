import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountWidgetConfig } from '@shopfront/api';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { MarketingConsentDialog } from './marketing-consent-dialog.tsx';
import {
  expectVisitorWithoutSessionSentToLogin,
  testDialogEnvironment,
  verifiedSessionHandler,
} from '../environment/dialog-environment-test-support.ts';

const nothing = {
  consentLevelOne: false,
  consentLevelTwo: false,
  consentLevelThree: false,
  isAgreementAccepted: false,
};
const saved: Record<string, unknown>[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    verifiedSessionHandler,
    http.get('*/experience-api/newsletter-preferences/account', ({ request }) =>
      HttpResponse.json({ uid: new URL(request.url).searchParams.get('uid'), ...nothing }),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
});
afterAll(() => server.close());

function answerSave(status: number, body?: object) {
  server.use(
    http.post('*/experience-api/newsletter-preferences/setFullAccountInfo', async ({ request }) => {
      const sent = (await request.json()) as Record<string, unknown>;
      saved.push(sent);
      return HttpResponse.json(body ?? { statusCode: 200, errorCode: 0, ...sent }, { status });
    }),
  );
}

function renderDialog(
  config: AccountWidgetConfig = testWidgetConfig,
  locale = 'en-GB',
  appearance: 'light' | 'dark' = 'light',
) {
  const props = { navigate: vi.fn(), onClose: vi.fn(), onSaved: vi.fn() };
  const { navigate, ...dialogProps } = props;
  renderWithProviders(
    <MarketingConsentDialog
      environment={testDialogEnvironment({ config, locale, navigate })}
      appearance={appearance}
      {...dialogProps}
    />,
    locale,
  );
  return { user: userEvent.setup(), ...props };
}

const levelOne = () => screen.findByRole('checkbox', { name: /send me offers and news|receive offers and news/ });
const levelTwo = () => screen.getByRole('checkbox', { name: /how I use its apps and websites/ });
const levelThree = () => screen.getByRole('checkbox', { name: /connected appliances/ });
const noLevelTwo = () =>
  expect(screen.queryByRole('checkbox', { name: /how I use its apps and websites/ })).not.toBeInTheDocument();
const terms = () => screen.getByRole('checkbox', { name: /terms of use/ });
const save = () => screen.getByRole('button', { name: 'Save preferences' });

describe('MarketingConsentDialog, multi-level', () => {
  it('shows levels two and three only under level one, clears them with it, and saves the record', async () => {
    answerSave(200);
    const { user, onSaved, onClose } = renderDialog();
    await user.click(await levelOne());
    expect(levelTwo()).toBeInTheDocument();
    await user.click(levelTwo());
    await user.click(levelThree());
    await user.click(await levelOne());
    noLevelTwo();
    await user.click(await levelOne());
    expect(levelTwo()).not.toBeChecked();
    await user.click(levelTwo());

    expect(save()).toBeDisabled();
    await user.click(terms());
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        uid: 'uid-1',
        consentLevelOne: true,
        consentLevelTwo: true,
        consentLevelThree: false,
        isAgreementAccepted: true,
        hasSingleConsent: false,
        lang: 'en-GB',
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'multi-level', record: expect.objectContaining({ consentLevelTwo: true }) }),
    );
  });

  it('loads the saved record on open', async () => {
    server.use(
      http.get('*/experience-api/newsletter-preferences/account', () =>
        HttpResponse.json({
          uid: 'uid-1',
          ...nothing,
          consentLevelOne: true,
          consentLevelThree: true,
          isAgreementAccepted: true,
        }),
      ),
    );
    renderDialog();
    expect(await levelOne()).toBeChecked();
    expect(levelThree()).toBeChecked();
    expect(levelTwo()).not.toBeChecked();
    expect(terms()).toBeChecked();
    expect(save()).toBeEnabled();
  });

  it('keeps every tick and shows the error when the save fails', async () => {
    answerSave(503, { statusCode: 503, errorCode: 'sap_500028', errorMessage: 'Service unavailable' });
    const { user, onClose } = renderDialog();
    await user.click(await levelOne());
    await user.click(levelThree());
    await user.click(terms());
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(await levelOne()).toBeChecked();
    expect(levelThree()).toBeChecked();
    expect(terms()).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('single consent: only level one is offered', async () => {
    answerSave(200);
    const { user } = renderDialog({
      ...testWidgetConfig,
      features: { ...testWidgetConfig.features, singleConsent: true },
    });
    await user.click(await levelOne());
    noLevelTwo();
    await user.click(terms());
    await user.click(save());
    await waitFor(() =>
      expect(saved[0]).toMatchObject({ consentLevelOne: true, consentLevelTwo: false, hasSingleConsent: true }),
    );
  });

  it('US: a grant asks for residency and age before it can be saved, and sends both declarations', async () => {
    answerSave(200);
    const us = { ...testWidgetConfig, country: 'US', locale: 'en-US', sitePathPrefix: '/us', siteId: 'nordhem-us' };
    const { user } = renderDialog(us, 'en-US');
    expect(await levelOne()).not.toBeChecked();
    await user.click(terms());
    expect(screen.queryByRole('checkbox', { name: /U\.S\. resident/ })).not.toBeInTheDocument();
    await user.click(await levelOne());
    noLevelTwo();
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /U\.S\. resident and at least 18/ }));
    await user.click(save());
    await waitFor(() =>
      expect(saved[0]).toMatchObject({ consentLevelOne: true, isUsResident: true, isAdult: true, lang: 'en-US' }),
    );
  });

  it('sends a visitor without a session to the login page', async () => {
    await expectVisitorWithoutSessionSentToLogin(server, renderDialog);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('can be completed with the keyboard alone, in the dark appearance', async () => {
    answerSave(200);
    const { user, onClose } = renderDialog(testWidgetConfig, 'en-GB', 'dark');
    expect(await levelOne()).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Marketing preferences' })).toHaveAttribute('data-appearance', 'dark');
    (await levelOne()).focus();
    await user.keyboard(' ');
    await user.tab(); // show full statement
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button', { name: 'Hide full statement' })).toHaveLength(1);
    await user.tab(); // privacy statement link
    await user.tab(); // level two
    await user.keyboard(' ');
    await user.tab(); // its statement toggle
    await user.tab(); // level three
    await user.tab(); // its statement toggle
    await user.tab(); // terms
    await user.keyboard(' ');
    await user.tab(); // terms link
    await user.tab(); // save
    expect(save()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({ consentLevelOne: true, consentLevelTwo: true, isAgreementAccepted: true });
  });
});

describe('MarketingConsentDialog, single-level variant', () => {
  it('offers the four boxes of the older wording, saves them as consents and the newsletter subscription', async () => {
    const updates: unknown[] = [];
    server.use(
      http.post('*/experience-api/cdc/accounts.getAccountInfo', () =>
        HttpResponse.json({
          statusCode: 200,
          errorCode: 0,
          UID: 'uid-1',
          preferences: { 'personalised-general': { isConsentGranted: true } },
          subscriptions: {},
        }),
      ),
      http.post('*/experience-api/cdc/accounts.setAccountInfo', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ statusCode: 200, errorCode: 0 });
      }),
    );
    const { user, onClose } = renderDialog({
      ...testWidgetConfig,
      features: { ...testWidgetConfig.features, multiLevelConsent: false },
    });
    const personalisation = await screen.findByRole('checkbox', { name: /^Personalisation/ });
    expect(personalisation).toBeChecked();
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^Newsletter/ }));
    await user.click(terms());
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates).toEqual([
      {
        preferences: {
          'personalised-general': { isConsentGranted: true },
          'personalised-tracking': { isConsentGranted: false },
          'terms-statement': { isConsentGranted: true },
        },
        subscriptions: { newsletter: { email: { isSubscribed: true } } },
        lang: 'en-GB',
        context: 'marketing-dialog',
      },
    ]);
  });
});
