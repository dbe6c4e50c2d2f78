import { StrictMode, Suspense, lazy, useCallback, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { type AccountDialogRequest, type AccountWidgetConfig } from '@shopfront/api';
import { announceAccountOutcome, saveRedirectTarget } from '@shopfront/api/browser';
import { type Locale, createTexts } from '@shopfront/i18n';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';
import { TextsProvider } from '@shopfront/ui';
import { browserLoginDependencies, siteHomeUrl } from '../login/browser-login-dependencies.ts';
import { LoginDialog } from '../login/login-dialog.tsx';
import type { AccountWidgetLinks } from '../loader.ts';

// Login comes with the root; every other screen is its own chunk, loaded on its first open.
const ForgotPasswordDialog = lazy(() => import('../forgot-password/forgot-password-dialog.tsx').then((module) => ({ default: module.ForgotPasswordDialog })));
const ChangeEmailDialog = lazy(() => import('../change-email/change-email-dialog.tsx').then((module) => ({ default: module.ChangeEmailDialog })));
const ChangePasswordDialog = lazy(() => import('../change-password/change-password-dialog.tsx').then((module) => ({ default: module.ChangePasswordDialog })));
const ClubDialog = lazy(() => import('../club/club-dialog.tsx').then((module) => ({ default: module.ClubDialog })));
const MarketingConsentDialog = lazy(() => import('../marketing-consent/marketing-consent-dialog.tsx').then((module) => ({ default: module.MarketingConsentDialog })));
const ProfileCompletionDialog = lazy(() =>
  import('../profile-completion/profile-completion-dialog.tsx').then((module) => ({ default: module.ProfileCompletionDialog })),
);

export interface AccountDialogContext {
  readonly config: AccountWidgetConfig;
  readonly locale: Locale;
  readonly legalLinks: AccountWidgetLinks;
  readonly fullLogoutOnExpiredSession: boolean;
}

/** The open dialog request, shared between the event bus and the React tree. */
let openRequest: AccountDialogRequest | undefined;
const listeners = new Set<() => void>();

function setOpenRequest(request: AccountDialogRequest | undefined): void {
  openRequest = request;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const navigate = (url: string) => window.location.assign(url);
const reload = () => window.location.reload();
const browserFetch: typeof fetch = (input, init) => fetch(input, init);
const close = () => setOpenRequest(undefined);

function AccountDialogs({ context }: { readonly context: AccountDialogContext }) {
  const request = useSyncExternalStore(subscribe, () => openRequest);
  const { config, fullLogoutOnExpiredSession } = context;
  // A dialog that needs a session sends a visitor without one to log in, and back here afterwards; when the host
  // asks, the session that was refused is ended everywhere first (docs/account-widget.md §4 "full logout").
  const loginUrl = new URL(`${config.sitePathPrefix}/login`, window.location.origin).href;
  const loginAndReturn = useCallback(
    (url: string) => {
      saveRedirectTarget(window.location.href, { currentUrl: url, productDomain: config.domain });
      if (fullLogoutOnExpiredSession) {
        void import('../session/full-logout.ts')
          .then(({ logout }) => logout(browserFetch, config))
          .finally(() => navigate(url));
      } else navigate(url);
    },
    [config, fullLogoutOnExpiredSession],
  );
  const dialog = request?.dialog;
  switch (dialog) {
    case 'login':
      return (
        <LoginDialog
          dependencies={browserLoginDependencies(config)}
          links={context.legalLinks}
          onClose={close}
          onForgotPassword={() => setOpenRequest({ dialog: 'forgot-password' })}
        />
      );
    case 'forgot-password':
      return <ForgotPasswordDialog config={config} fetch={browserFetch} onClose={close} onBackToLogin={() => setOpenRequest({ dialog: 'login' })} />;
    case 'change-password':
      return (
        <ChangePasswordDialog
          config={config}
          fetch={browserFetch}
          onClose={close}
          navigate={navigate}
          loginUrl={loginUrl}
          homeUrl={siteHomeUrl(config)}
        />
      );
    case 'newsletter-consent':
      return (
        <MarketingConsentDialog
          config={config}
          fetch={browserFetch}
          onClose={close}
          navigate={loginAndReturn}
          loginUrl={loginUrl}
          links={context.legalLinks}
          appearance={request?.appearance ?? 'light'}
          onSaved={(choices) =>
            announceAccountOutcome('shopfront:consent-changed', {
              source: 'marketing-preferences',
              record: choices.variant === 'multi-level' ? { ...choices.record } : { ...choices.boxes },
            })
          }
        />
      );
    case 'consent':
      return (
        <ProfileCompletionDialog
          config={config}
          fetch={browserFetch}
          onClose={close}
          navigate={loginAndReturn}
          loginUrl={loginUrl}
          links={context.legalLinks}
          onSaved={(documents) => announceAccountOutcome('shopfront:consent-changed', { source: 'profile-completion', documents })}
        />
      );
    case 'club-consent':
      return (
        <ClubDialog
          config={config}
          fetch={browserFetch}
          onClose={close}
          navigate={loginAndReturn}
          reload={reload}
          loginUrl={loginUrl}
          legalLinks={context.legalLinks}
          onJoined={(detail) => announceAccountOutcome('shopfront:club-joined', detail)}
        />
      );
    case 'change-email':
      return (
        <ChangeEmailDialog
          config={config}
          fetch={browserFetch}
          onClose={close}
          navigate={loginAndReturn}
          loginUrl={loginUrl}
          reload={reload}
          onRequested={(newEmail) => announceAccountOutcome('shopfront:email-change-requested', { newEmail })}
        />
      );
    case undefined:
      return null;
    default:
      return dialog satisfies never;
  }
}

let mounted: Promise<void> | undefined;

async function mount(context: AccountDialogContext): Promise<void> {
  const container = document.createElement('div');
  container.dataset.shopfrontAccountWidget = '';
  document.body.append(container);
  const texts = createTexts(context.locale, [await loadWidgetCatalogue(context.locale)]);
  createRoot(container).render(
    <StrictMode>
      <TextsProvider texts={texts}>
        <Suspense fallback={null}>
          <AccountDialogs context={context} />
        </Suspense>
      </TextsProvider>
    </StrictMode>,
  );
}

/** Shows the requested dialog, creating the widget's React root on first use. */
export async function showAccountDialog(request: AccountDialogRequest, context: AccountDialogContext): Promise<void> {
  if (request.dialog === 'login' && request.targetUrl) {
    saveRedirectTarget(request.targetUrl, { currentUrl: window.location.href, productDomain: context.config.domain });
  }
  mounted ??= mount(context);
  await mounted;
  setOpenRequest({ ...request });
}
