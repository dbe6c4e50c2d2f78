/** The global event a host page (or any script) fires after changing the cart: the shell refreshes count and user data. */
export const cartUpdatedEventName = 'cart-updated';

export function announceCartUpdated(): void {
  window.dispatchEvent(new CustomEvent(cartUpdatedEventName));
}
