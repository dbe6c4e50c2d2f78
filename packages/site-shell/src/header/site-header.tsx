import { Suspense, lazy, startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type AccountWidgetConfig, type AlternateLanguages, type NavigationCategory } from '@shopfront/api';
import { openAccountDialog, takeSignOutNotice } from '@shopfront/api/browser';
import { type Locale, type Site, sitePages, sitePath } from '@shopfront/i18n';
import { iconButtonClassName, useText } from '@shopfront/ui';
import { leavesForHomeOnExpiry } from '../account/expired-session.ts';
import { useAccountState } from '../account/use-account-state.ts';
import { NotificationBanner } from '../banner/notification-banner.tsx';
import { useCart } from '../cart/use-cart.ts';
import { offersLanguageChoice } from '../language/offers-language-choice.ts';
import { DeferredLanguageSwitcher } from '../language/deferred-language-switcher.tsx';
import { type LayoutModeProps, headerModeOf } from '../navigation/header-mode.ts';
import { MainNavigation, type OtherLink } from '../navigation/main-navigation.tsx';
import type * as HeaderOverlayModule from '../overlay/header-overlay.tsx';
import { type OverlayContent, closedOverlay, overlayReducer } from '../overlay/overlay-state.ts';
import { useGlobals } from '../site-config/use-globals.ts';
import { useSiteConfig } from '../site-config/use-site-config.ts';
import { AccountIcon, CartIcon } from './header-icons.tsx';
import { useCollapsingHeader } from './use-collapsing-header.ts';
import './site-header.css';

/**
 * The account menu and the mini cart: code only an icon's click needs, loaded on the first one. Asked for on every
 * pointer or focus reaching an icon, so the one import is kept (a failed one is tried again).
 */
let headerOverlayModule: Promise<typeof HeaderOverlayModule> | undefined;
function loadHeaderOverlay() {
  headerOverlayModule ??= import('../overlay/header-overlay.tsx').catch((error: unknown) => {
    headerOverlayModule = undefined;
    throw error;
  });
  return headerOverlayModule;
}
const HeaderOverlay = lazy(() => loadHeaderOverlay().then((module) => ({ default: module.HeaderOverlay })));

/** The notice after a sign-out: only the page a sign-out led to shows it, and loads it. */
const SignOutNotice = lazy(() => import('./sign-out-notice.tsx').then((module) => ({ default: module.SignOutNotice })));

/** On the intent to open the overlay (pointer on, or focus in, an icon): its code and texts load before the click. */
function prepareHeaderOverlay(locale: Locale): void {
  void loadHeaderOverlay()
    .then((module) => module.preloadOverlayTexts(locale))
    .catch(() => undefined);
}

export interface SiteHeaderProps extends LayoutModeProps {
  readonly site: Site;
  readonly accountConfig: AccountWidgetConfig;
  /** The current path inside the site. */
  readonly pagePath: string;
  /** The page in every language of its market (docs/site-shell.md §3 language data); else the market's locales. */
  readonly languageObject?: AlternateLanguages;
  /** A session check that finds the session ended performs a full logout (docs/account-widget.md §4); default false. */
  readonly fullLogoutOnExpiredSession?: boolean;
}

const noCategories: readonly NavigationCategory[] = [];
const noLinks: readonly OtherLink[] = [];

/** The minimal-mode class on the body (docs/site-shell.md §2). */
export const minimalPageBodyClass = 'sf-minimal-page';

function Logo({ site }: { readonly site: Site }) {
  const text = useText();
  return (
    <a className="sf-header__logo" href={sitePath(site, sitePages.home)} aria-label={text('nav.logo')}>
      Nordhem
    </a>
  );
}

function SkipLink() {
  const text = useText();
  return (
    <a className="sf-skip-link" href="#main-content">
      {text('a11y.skipToContent')}
    </a>
  );
}

/** The full header: everything but logo-only mode, which loads no data. */
function FullHeader({
  site,
  accountConfig,
  pagePath,
  languageObject,
  mode,
  fullLogoutOnExpiredSession = false,
}: SiteHeaderProps & { readonly mode: 'sticky' | 'static' | 'minimal' }) {
  const text = useText();
  const { data: siteConfig, status: configStatus } = useSiteConfig(site);
  const account = useAccountState(accountConfig, { fullLogoutOnExpiry: fullLogoutOnExpiredSession });
  const signedIn = account.status === 'signed-in';
  const globals = useGlobals(site);
  const cart = useCart(globals, site.locale, signedIn, account.status !== 'checking');
  const [overlay, dispatch] = useReducer(overlayReducer, closedOverlay);
  const closeOverlay = useCallback(() => dispatch({ type: 'close-requested' }), []);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const headerElement = useRef<HTMLElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);
  const collapsed = useCollapsingHeader(headerElement, mode === 'sticky');

  const leaveForHome = leavesForHomeOnExpiry(account, pagePath);
  useEffect(() => {
    if (leaveForHome) window.location.replace(sitePath(site, '/'));
  }, [leaveForHome, site]);

  useEffect(() => {
    // Session storage is the browser's: read after hydration (and only the first read takes the notice).
    if (takeSignOutNotice()) setSignedOut(true);
  }, []);

  useEffect(() => {
    document.body.classList.toggle(minimalPageBodyClass, mode === 'minimal');
    return () => document.body.classList.remove(minimalPageBodyClass);
  }, [mode]);

  useEffect(() => {
    if (overlay.status === 'closed') return undefined;
    const onScroll = () => dispatch({ type: 'scrolled', scrollY: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [overlay.status]);

  function toggleOverlay(content: OverlayContent) {
    setMenuOpen(false);
    if (content === 'cart' && !(overlay.status === 'open' && overlay.content === 'cart')) cart.refreshContents();
    dispatch({ type: 'icon-clicked', content, scrollY: window.scrollY });
  }

  const header = siteConfig?.navigation.header;
  // Kept from render to render: the navigation skips re-rendering when only the overlay changes.
  const otherLinks = useMemo(() => header?.subMenu.filter((entry) => entry.type === 'other') ?? noLinks, [header]);
  // The punctuation belongs to the language (French puts a space before the colon): it is in the message.
  const cartLabel =
    cart.badgeCount > 0
      ? text('nav.cartWithCount', {
          cart: text('nav.cart'),
          items: text('cart.cartItemsCount', { count: cart.badgeCount }),
        })
      : text('nav.cart');

  return (
    <header ref={headerElement} className="sf-header" data-mode={mode} data-collapsed={collapsed}>
      <SkipLink />
      {header ? <NotificationBanner {...header.notificationBanner} site={site.pathPrefix} /> : null}
      <div className="sf-header__bar">
        <Logo site={site} />
        {mode === 'minimal' ? (
          <div className="sf-header__spacer" />
        ) : (
          <MainNavigation
            categories={header?.menu ?? noCategories}
            otherLinks={otherLinks}
            menuOpen={menuOpen}
            onMenuOpenChange={setMenuOpen}
            busy={configStatus === 'pending'}
          />
        )}
        <div className="sf-header__actions">
          {offersLanguageChoice(site, languageObject) ? (
            <DeferredLanguageSwitcher site={site} languageObject={languageObject} compact />
          ) : null}
          <button
            ref={accountButton}
            type="button"
            className={`${iconButtonClassName} sf-header__icon-button`}
            aria-label={text('nav.account')}
            aria-haspopup="dialog"
            aria-expanded={overlay.status === 'open' && overlay.content === 'account'}
            data-signed-in={signedIn}
            onPointerEnter={() => prepareHeaderOverlay(site.locale)}
            onFocus={() => prepareHeaderOverlay(site.locale)}
            onClick={() => toggleOverlay('account')}
          >
            <AccountIcon />
          </button>
          <button
            type="button"
            className={`${iconButtonClassName} sf-header__icon-button`}
            aria-label={cartLabel}
            aria-haspopup="dialog"
            aria-expanded={overlay.status === 'open' && overlay.content === 'cart'}
            onPointerEnter={() => prepareHeaderOverlay(site.locale)}
            onFocus={() => prepareHeaderOverlay(site.locale)}
            onClick={() => toggleOverlay('cart')}
          >
            <CartIcon />
            {cart.badgeCount > 0 ? (
              <span className="sf-header__badge" aria-hidden="true">
                {cart.badgeCount}
              </span>
            ) : null}
          </button>
        </div>
      </div>
      {signedOut ? (
        <Suspense fallback={null}>
          <SignOutNotice />
        </Suspense>
      ) : null}
      {overlay.status === 'open' ? (
        <Suspense fallback={null}>
          <HeaderOverlay
            state={overlay}
            onClose={closeOverlay}
            site={site}
            config={accountConfig}
            pagePath={pagePath}
            account={account}
            cart={cart}
            onSignIn={() => {
              // The focus goes back to the account icon, as the overlay's close would take it, so that the dialog
              // returns it there. The dialog opens before the header renders the overlay closed: that close is a
              // transition, and the overlay closes anyway when the focus moves into the dialog.
              accountButton.current?.focus({ preventScroll: true });
              openAccountDialog({ dialog: 'login' });
              startTransition(closeOverlay);
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

/** docs/site-shell.md §2 header: sticky by default, minimal (no navigation) or logo-only (no navigation, icons or data). */
export function SiteHeader(props: SiteHeaderProps) {
  const mode = headerModeOf(props);
  if (mode === 'logo-only') {
    return (
      <header className="sf-header" data-mode={mode}>
        <SkipLink />
        <div className="sf-header__bar">
          <Logo site={props.site} />
        </div>
      </header>
    );
  }
  return <FullHeader {...props} mode={mode} />;
}
