function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The cart list from either `{ carts: [...] }` or a bare array; undefined when there is none. */
function cartList(carts: unknown): unknown[] | undefined {
  if (Array.isArray(carts)) return carts;
  if (isObject(carts) && Array.isArray(carts.carts)) return carts.carts;
  return undefined;
}

/** One cart's count: totalUnitCount, else totalItems, else the number of entries; undefined if it has none of them. */
function countOfCart(cart: unknown): number | undefined {
  if (!isObject(cart)) return undefined;
  if (isCount(cart.totalUnitCount)) return cart.totalUnitCount;
  if (isCount(cart.totalItems)) return cart.totalItems;
  if (Array.isArray(cart.entries)) return cart.entries.length;
  return undefined;
}

/**
 * The number on the header cart badge (docs/site-shell.md §4): the sum over carts of totalUnitCount,
 * else totalItems, else the number of entries. Without any cart contents it falls back to the
 * separately counted value. Never negative, never NaN.
 */
export function cartBadgeCount(carts: unknown, counted = 0): number {
  const fallback = isCount(counted) ? counted : 0;
  const list = cartList(carts);
  if (list === undefined) return fallback;

  let sum = 0;
  let anyCartHasContents = false;
  for (const cart of list) {
    const count = countOfCart(cart);
    if (count === undefined) continue;
    sum += count;
    anyCartHasContents = true;
  }
  return anyCartHasContents ? sum : fallback;
}

export function shouldShowCartBadge(count: number): boolean {
  return count >= 1;
}
