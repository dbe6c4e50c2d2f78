import type { CommerceCart } from '@shopfront/api';
import { type Site, sitePages, sitePath } from '@shopfront/i18n';
import { StatusMessage, useText } from '@shopfront/ui';
import type { LoadingStatus } from '../cart/loading-status.ts';

export interface MiniCartProps {
  readonly site: Site;
  readonly carts: readonly CommerceCart[] | undefined;
  readonly status: LoadingStatus;
  readonly signedIn: boolean;
}

/** The overlay's mini cart (docs/site-shell.md §2): items, subtotal and total, the empty-basket texts, or that the cart could not be loaded. */
export function MiniCart({ site, carts = [], status, signedIn }: MiniCartProps) {
  const text = useText();
  if (status === 'RUNNING' || status === 'IDLE') return <StatusMessage>{text('general.loading')}</StatusMessage>;
  if (status === 'ERROR') {
    return (
      <p role="alert" className="sf-mini-cart__error">
        {text('cart.loadFailed')}
      </p>
    );
  }
  const entries = carts.flatMap((cart) => cart.entries);
  const [cart] = carts;
  if (entries.length === 0 || !cart) {
    return (
      <div className="sf-mini-cart" data-state="empty">
        <p className="sf-mini-cart__empty-title">{text('cart.emptyBasketTitle')}</p>
        {signedIn ? null : <p>{text('cart.emptyBasketMessage')}</p>}
        <a className="sf-mini-cart__cta" href={sitePath(site, sitePages.home)}>
          {text('cart.getStartedCTA')}
        </a>
      </div>
    );
  }
  const units = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <div className="sf-mini-cart" data-state="filled">
      <p>{text('cart.cartItemsCount', { count: units })}</p>
      <ul className="sf-mini-cart__entries">
        {entries.map((entry) => (
          <li key={`${entry.entryNumber}-${entry.product.code}`} className="sf-mini-cart__entry">
            <span>
              {entry.quantity} × {entry.product.name ?? entry.product.code}
            </span>
            <span>{entry.totalPrice?.formattedValue}</span>
          </li>
        ))}
      </ul>
      <dl className="sf-mini-cart__totals">
        <div>
          <dt>{text('cart.subtotal')}</dt>
          <dd>{cart.subTotal?.formattedValue}</dd>
        </div>
        <div>
          <dt>{text('cart.delivery')}</dt>
          <dd>{text('cart.calculatedDuringCheckout')}</dd>
        </div>
        <div>
          <dt>{text('cart.total')}</dt>
          <dd>{cart.totalPrice?.formattedValue}</dd>
        </div>
      </dl>
      <a className="sf-mini-cart__cta" href={sitePath(site, '/e/checkout')}>
        {text('cart.checkoutCTA')}
      </a>
      <a className="sf-mini-cart__secondary" href={sitePath(site, '/cart')}>
        {text('cart.viewBasketCTA')}
      </a>
    </div>
  );
}
