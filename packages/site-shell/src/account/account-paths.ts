/** docs/site-shell.md §2: paths counted as account or cart areas; a sign-out there goes home instead of reloading. */
const accountOrCartAreas = ['/e/account', '/cart', '/e/cart', '/e/checkout'];

export function isAccountOrCartPath(pagePath: string): boolean {
  return accountOrCartAreas.some((area) => pagePath === area || pagePath.startsWith(`${area}/`));
}

/** Only /e/account is account-only: a visitor who is not signed in is sent home from there. */
export function isAccountOnlyPath(pagePath: string): boolean {
  return pagePath === '/e/account' || pagePath.startsWith('/e/account/');
}
