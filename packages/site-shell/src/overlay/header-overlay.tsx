import { useEffect, useId, useRef } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import type { AccountState } from '../account/use-account-state.ts';
import type { CartView } from '../cart/use-cart.ts';
import { AccountMenu } from './account-menu.tsx';
import { MiniCart } from './mini-cart.tsx';
import type { OverlayState } from './overlay-state.ts';
import { OverlayTexts, preloadOverlayTexts } from './overlay-texts.tsx';
import './header-overlay.css';

export interface HeaderOverlayProps {
  readonly state: OverlayState;
  readonly onClose: () => void;
  readonly site: Site;
  readonly config: AccountWidgetConfig;
  readonly pagePath: string;
  readonly account: AccountState;
  readonly cart: CartView;
  readonly onSignIn: () => void;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The account menu or the mini cart below the header. Not modal, so the header's icons stay usable (the same
 * icon closes it); focus moves in when it opens and back to the icon when it closes; Escape and the backdrop close it,
 * and so does focus leaving it for the page (ADR 010): then focus stays where the visitor took it.
 */
export function HeaderOverlay(props: HeaderOverlayProps) {
  return (
    <OverlayTexts>
      <OverlayPanel {...props} />
    </OverlayTexts>
  );
}

export { preloadOverlayTexts };

function OverlayPanel(props: HeaderOverlayProps) {
  const text = useText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { state, onClose } = props;
  const open = state.status === 'open';
  const content = open ? state.content : undefined;

  useEffect(() => {
    if (!content) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      panel.current?.querySelector('.sf-overlay__body')?.querySelector<HTMLElement>(focusable) ?? panel.current;
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    let focusLeft = false;
    // Wherever focus comes from (the panel, the header after Shift+Tab, the page's end after Shift+Tab wrapped round
    // past the skip link), landing outside the panel and the header is leaving. Into the header (its icons open, switch
    // and close the overlay) is not; a click on nothing is not either.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const header = panel.current?.closest('.sf-header');
      if (!(target instanceof Node) || panel.current?.contains(target) || header?.contains(target)) return;
      focusLeft = true;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected && !focusLeft) opener.focus();
    };
  }, [content, onClose]);

  if (!open) return null;
  const isCart = state.content === 'cart';
  return (
    <>
      <div className="sf-overlay__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="sf-overlay"
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-content={state.content}
      >
        <div className="sf-overlay__header">
          <h2 id={titleId} className="sf-overlay__title">
            {isCart ? text('cart.basketTitle') : text('nav.account')}
          </h2>
          <button type="button" className="sf-overlay__close" aria-label={text('a11y.closeOverlay')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sf-overlay__body">
          {isCart ? (
            <MiniCart
              site={props.site}
              carts={props.cart.carts}
              status={props.cart.contentsStatus}
              signedIn={props.account.status === 'signed-in'}
            />
          ) : (
            <AccountMenu
              site={props.site}
              config={props.config}
              pagePath={props.pagePath}
              account={props.account}
              onSignIn={props.onSignIn}
            />
          )}
        </div>
      </div>
    </>
  );
}
