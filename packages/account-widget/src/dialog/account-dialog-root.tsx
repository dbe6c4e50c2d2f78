import { Activity, StrictMode, Suspense, lazy, memo, useLayoutEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { AccountDialogName, AccountDialogRequest } from '@shopfront/api';
import { announceAccountOutcome, saveRedirectTarget } from '@shopfront/api/browser';
import { createTexts } from '@shopfront/i18n';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';
import { TextsProvider } from '@shopfront/ui';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import { siteHomeUrl } from '../login/browser-login-dependencies.ts';
import { LoginDialog } from '../login/login-dialog.tsx';
import type { AccountWidgetSettings } from '../widget-settings.ts';
import { markDialogCodeEvaluated, markDialogCommitted, markDialogRendering } from './open-phase-marks.ts';

markDialogCodeEvaluated();

// Login comes with the root; every other screen is its own chunk, loaded on its first open.
const ForgotPasswordDialog = lazy(() =>
  import('../forgot-password/forgot-password-dialog.tsx').then((module) => ({ default: module.ForgotPasswordDialog })),
);
const ChangeEmailDialog = lazy(() =>
  import('../change-email/change-email-dialog.tsx').then((module) => ({ default: module.ChangeEmailDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('../change-password/change-password-dialog.tsx').then((module) => ({ default: module.ChangePasswordDialog })),
);
const ClubDialog = lazy(() => import('../club/club-dialog.tsx').then((module) => ({ default: module.ClubDialog })));
const MarketingConsentDialog = lazy(() =>
  import('../marketing-consent/marketing-consent-dialog.tsx').then((module) => ({
    default: module.MarketingConsentDialog,
  })),
);
const ProfileCompletionDialog = lazy(() =>
  import('../profile-completion/profile-completion-dialog.tsx').then((module) => ({
    default: module.ProfileCompletionDialog,
  })),
);

/**
 * What the widget shows, shared between the event bus and the React tree: the open dialog request, and while none is
 * open the dialog prepared for the next open (rendered hidden), with the instance a closed dialog's state ends with.
 */
interface DialogsState {
  readonly request: AccountDialogRequest | undefined;
  readonly prepared: AccountDialogName | undefined;
  readonly instance: number;
}

let dialogsState: DialogsState = { request: undefined, prepared: undefined, instance: 0 };
const listeners = new Set<() => void>();

function setDialogsState(state: DialogsState): void {
  dialogsState = state;
  for (const listener of listeners) listener();
}

function setOpenRequest(request: AccountDialogRequest): void {
  setDialogsState({ ...dialogsState, request });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const leavePage = (url: string) => window.location.assign(url);
const reload = () => window.location.reload();
const browserFetch: typeof fetch = (input, init) => fetch(input, init);
/**
 * Closing forgets what the dialog held (what was typed, a password among it): the next open starts a new instance,
 * which is prepared again, hidden, so that it opens as fast as the first one after intent.
 */
const close = () =>
  setDialogsState({
    request: undefined,
    prepared: dialogsState.request?.dialog ?? dialogsState.prepared,
    instance: dialogsState.instance + 1,
  });

/**
 * The environment of every dialog, from the settings the loader gave. A dialog that needs a session sends a visitor
 * without one to the login page, and back here afterwards; when the host asks, the session that was refused is ended
 * everywhere first (docs/account-widget.md §4 "full logout").
 */
function dialogEnvironmentOf(settings: AccountWidgetSettings): DialogEnvironment {
  const { config, fullLogoutOnExpiredSession } = settings;
  const loginUrl = new URL(`${config.sitePathPrefix}/login`, window.location.origin).href;
  const navigate = (url: string) => {
    if (url !== loginUrl) return leavePage(url);
    saveRedirectTarget(window.location.href, { currentUrl: url, productDomain: config.domain });
    if (fullLogoutOnExpiredSession) {
      void import('../session/full-logout.ts')
        .then(({ logout }) => logout(browserFetch, config, 'session-expired'))
        .finally(() => leavePage(url));
    } else leavePage(url);
  };
  return { ...settings, fetch: browserFetch, navigate, loginUrl };
}

/**
 * The open dialog; while none is open, the prepared one rendered inside a hidden `<Activity>`: its DOM is built ahead
 * (hidden, out of the accessibility tree) and its effects — showing the dialog, moving the focus, a passkey autofill
 * request — wait until the open reveals it.
 */
function AccountDialogs({ environment }: { readonly environment: DialogEnvironment }) {
  const { request, prepared, instance } = useSyncExternalStore(subscribe, () => dialogsState);
  useLayoutEffect(() => {
    if (request) markDialogCommitted();
  }, [request]);
  // The open of a prepared dialog changes only the Activity's mode: the dialog itself, memoized on what it shows,
  // is not rendered again, its hidden DOM is revealed and its effects run.
  return (
    <Activity mode={request ? 'visible' : 'hidden'}>
      <Suspense fallback={null}>
        <RequestedDialog
          key={instance}
          dialog={request?.dialog ?? prepared}
          appearance={request?.appearance}
          environment={environment}
        />
      </Suspense>
    </Activity>
  );
}

const RequestedDialog = memo(function RequestedDialog({
  dialog,
  appearance,
  environment,
}: {
  readonly dialog: AccountDialogName | undefined;
  readonly appearance: AccountDialogRequest['appearance'];
  readonly environment: DialogEnvironment;
}) {
  const dialogProps = { environment, onClose: close };
  switch (dialog) {
    case 'login':
      return <LoginDialog {...dialogProps} onForgotPassword={() => setOpenRequest({ dialog: 'forgot-password' })} />;
    case 'forgot-password':
      return <ForgotPasswordDialog {...dialogProps} onBackToLogin={() => setOpenRequest({ dialog: 'login' })} />;
    case 'change-password':
      return <ChangePasswordDialog {...dialogProps} homeUrl={siteHomeUrl(environment.config)} />;
    case 'newsletter-consent':
      return (
        <MarketingConsentDialog
          {...dialogProps}
          appearance={appearance ?? 'light'}
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
          {...dialogProps}
          onSaved={(documents) =>
            announceAccountOutcome('shopfront:consent-changed', { source: 'profile-completion', documents })
          }
        />
      );
    case 'club-consent':
      return (
        <ClubDialog
          {...dialogProps}
          reload={reload}
          onJoined={(detail) => announceAccountOutcome('shopfront:club-joined', detail)}
        />
      );
    case 'change-email':
      return (
        <ChangeEmailDialog
          {...dialogProps}
          reload={reload}
          onRequested={(newEmail) => announceAccountOutcome('shopfront:email-change-requested', { newEmail })}
        />
      );
    case undefined:
      return null;
    default:
      return dialog satisfies never;
  }
});

let mounted: Promise<void> | undefined;

async function mount(settings: AccountWidgetSettings): Promise<void> {
  const container = document.createElement('div');
  container.dataset.shopfrontAccountWidget = '';
  document.body.append(container);
  const texts = createTexts(settings.locale, [await loadWidgetCatalogue(settings.locale)]);
  createRoot(container).render(
    <StrictMode>
      <TextsProvider texts={texts}>
        <Suspense fallback={null}>
          <AccountDialogs environment={dialogEnvironmentOf(settings)} />
        </Suspense>
      </TextsProvider>
    </StrictMode>,
  );
}

/**
 * Creates the widget's React root once per page, showing nothing: the loaders call it as soon as the code and the
 * configuration are there, on the visitor's intent before the click. The dialog the intent named is prepared, hidden,
 * so that the open only reveals it.
 */
export function mountAccountDialogs(settings: AccountWidgetSettings, intent?: AccountDialogName): Promise<void> {
  if (intent !== undefined && dialogsState.request === undefined && dialogsState.prepared === undefined) {
    setDialogsState({ ...dialogsState, prepared: intent });
  }
  mounted ??= mount(settings);
  return mounted;
}

/** Shows the requested dialog, creating the widget's React root on first use. */
export async function showAccountDialog(request: AccountDialogRequest, settings: AccountWidgetSettings): Promise<void> {
  if (request.dialog === 'login' && request.targetUrl) {
    saveRedirectTarget(request.targetUrl, { currentUrl: window.location.href, productDomain: settings.config.domain });
  }
  await mountAccountDialogs(settings);
  markDialogRendering();
  setOpenRequest({ ...request });
}
