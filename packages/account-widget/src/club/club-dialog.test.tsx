import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountWidgetConfig } from '@shopfront/api';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testWidgetConfig } from '#test/widget-config.ts';
import { ClubDialog } from './club-dialog.tsx';
import {
  expectVisitorWithoutSessionSentToLogin,
  testDialogEnvironment,
  verifiedSessionHandler,
} from '../environment/dialog-environment-test-support.ts';

const membership: unknown[] = [];
const consents: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    verifiedSessionHandler,
    http.post('*/experience-api/occ/:siteId/', async ({ request, params }) => {
      membership.push({ site: params.siteId, body: await request.json(), apiKey: request.headers.get('x-api-key') });
      return HttpResponse.json({ clubMember: true });
    }),
    http.post('*/experience-api/cdc/accounts.setAccountInfo', async ({ request }) => {
      consents.push(await request.json());
      return HttpResponse.json({ statusCode: 200, errorCode: 0 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  membership.length = 0;
  consents.length = 0;
});
afterAll(() => server.close());

const germany: AccountWidgetConfig = {
  ...testWidgetConfig,
  country: 'DE',
  locale: 'de-DE',
  siteId: 'nordhem-de',
  eComApiKey: 'nordhem-de-ecom',
  clubSupportEmail: 'club@nordhem.de',
};
const unitedStates: AccountWidgetConfig = {
  ...testWidgetConfig,
  country: 'US',
  locale: 'en-US',
  siteId: 'nordhem-us',
  clubSupportEmail: 'club@nordhem.com',
};
const links = { privacyHref: '/legal/privacy', termsHref: '/legal/terms', clubTermsHref: '/club/terms' };

function renderDialog(
  config: AccountWidgetConfig = testWidgetConfig,
  locale = 'en-GB',
  linkSet: typeof links | Omit<typeof links, 'clubTermsHref'> = links,
) {
  const props = { navigate: vi.fn(), onClose: vi.fn(), reload: vi.fn(), onJoined: vi.fn() };
  const { navigate, ...dialogProps } = props;
  renderWithProviders(
    <ClubDialog
      environment={testDialogEnvironment({
        config,
        locale,
        navigate,
        links: { registerHref: '/login?register=true', ...linkSet },
      })}
      now={() => new Date('2026-11-24T12:00:00Z')}
      {...dialogProps}
    />,
    locale,
  );
  return { user: userEvent.setup(), ...props };
}

describe('ClubDialog', () => {
  it('de-DE: joins with the newsletter and a birth date in the market format; both calls go out, then the page reloads', async () => {
    const { user, reload, onJoined } = renderDialog(germany, 'de-DE');
    const join = await screen.findByRole('checkbox', { name: /Mitglied im Nordhem Club werden/ });
    expect(screen.getByText(/ein Willkommensgeschenk: 10\s?% Rabatt/)).toBeInTheDocument();
    const newsletter = screen.getByRole('checkbox', { name: /Newsletter/ });
    expect(newsletter).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Club beitreten' });
    expect(submit).toBeDisabled();
    await user.click(join);
    await user.click(newsletter);
    await user.type(screen.getByRole('textbox', { name: /Geburtsdatum/ }), '29.02.1988'.replaceAll('.', '/'));
    await user.click(submit);

    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(membership).toEqual([{ site: 'nordhem-de', body: { clubMember: true }, apiKey: 'nordhem-de-ecom' }]);
    expect(consents).toEqual([
      {
        preferences: {
          'club-membership': { isConsentGranted: true },
          'personalised-general': { isConsentGranted: true },
        },
        profile: { birthDay: 29, birthMonth: 2, birthYear: 1988 },
        lang: 'de-DE',
        context: 'club-dialog',
      },
    ]);
    expect(onJoined).toHaveBeenCalledWith({ newsletter: true });
  });

  it('en-US: reads MM/DD/YYYY, shows no welcome gift, sends personalised-general only with the newsletter ticked', async () => {
    const { user, reload } = renderDialog(unitedStates, 'en-US');
    await user.click(await screen.findByRole('checkbox', { name: /join the Nordhem Club/i }));
    expect(screen.queryByText(/welcome gift/i)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Birthday/ }), '12/31/1990');
    await user.click(screen.getByRole('button', { name: /join the club/i }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(consents).toEqual([
      {
        preferences: { 'club-membership': { isConsentGranted: true } },
        profile: { birthDay: 31, birthMonth: 12, birthYear: 1990 },
        lang: 'en-US',
        context: 'club-dialog',
      },
    ]);
  });

  it('names an impossible date at the field and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: /join the Nordhem Club/ }));
    const date = screen.getByRole('textbox', { name: /Date of birth/ });
    await user.type(date, '31/02/2000');
    await user.tab();
    expect(date).toHaveAccessibleDescription(/Invalid date/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(membership).toEqual([]);
    expect(consents).toEqual([]);
  });

  it('with club subscription sync, the loyalty newsletter goes as a subscription', async () => {
    const { user, reload } = renderDialog({
      ...testWidgetConfig,
      features: { ...testWidgetConfig.features, syncClub: true },
    });
    await user.click(await screen.findByRole('checkbox', { name: /join the Nordhem Club/ }));
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(consents).toEqual([
      expect.objectContaining({ subscriptions: { loyaltyNewsletter: { email: { isSubscribed: false } } } }),
    ]);
  });

  it('with select-all on, the membership alone warns and sends nothing', async () => {
    const { user } = renderDialog({
      ...testWidgetConfig,
      features: { ...testWidgetConfig.features, clubSelectAll: true },
    });
    await user.click(await screen.findByRole('checkbox', { name: /join the Nordhem Club/ }));
    expect(screen.getByText('To join, please accept all club consents.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please tick both boxes to join.');
    expect(membership).toEqual([]);
  });

  it('a failed save keeps both ticks and the date and shows the error', async () => {
    server.use(
      http.post('*/experience-api/occ/:siteId/', () =>
        HttpResponse.json({ errors: [{ type: 'ServerError', message: 'Club is closed' }] }, { status: 503 }),
      ),
    );
    const { user, reload } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: /join the Nordhem Club/ }));
    await user.click(screen.getByRole('checkbox', { name: /Club newsletter/ }));
    await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '01/12/1990');
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Club is closed');
    expect(screen.getByRole('checkbox', { name: /join the Nordhem Club/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Club newsletter/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('01/12/1990');
    expect(reload).not.toHaveBeenCalled();
  });

  it('unticking the membership unticks the newsletter; the description folds out', async () => {
    const { user } = renderDialog();
    const join = await screen.findByRole('checkbox', { name: /join the Nordhem Club/ });
    await user.click(join);
    await user.click(screen.getByRole('checkbox', { name: /Club newsletter/ }));
    await user.click(join);
    expect(screen.getByRole('checkbox', { name: /Club newsletter/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Club newsletter/ })).toBeDisabled();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/about once a month/)).toBeVisible();
  });

  it('names the club terms without a link where none is configured, and links the support address', async () => {
    renderDialog(testWidgetConfig, 'en-GB', { privacyHref: '/legal/privacy', termsHref: '/legal/terms' });
    expect(
      await screen.findByRole('checkbox', {
        name: 'I want to join the Nordhem Club and accept the club terms and the privacy statement.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'club@nordhem.co.uk' })).toHaveAttribute(
      'href',
      'mailto:club@nordhem.co.uk',
    );
  });

  it('can be completed with the keyboard alone', async () => {
    const { user, reload } = renderDialog();
    const join = await screen.findByRole('checkbox', { name: /join the Nordhem Club/ });
    join.focus();
    await user.keyboard(' ');
    await user.tab(); // club terms link
    await user.tab(); // privacy link
    await user.tab(); // newsletter
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Club newsletter/ })).toBeChecked();
    await user.tab(); // read more
    await user.tab(); // birth date
    await user.keyboard('01/12/1990');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Join the club' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('sends a visitor without a session to the login page', async () => {
    await expectVisitorWithoutSessionSentToLogin(server, renderDialog);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
