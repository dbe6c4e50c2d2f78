/**
 * The parts of the browser catalogue: a page loads the shell's texts and its own part, the account widget its part
 * when a dialog first opens. Each part is a list of key prefixes (`nav.` a group, `dialog.close` one key); a key may
 * sit in several parts. `message-keys-in-code.test.ts` checks that every key the code of an area names is in the part
 * that area loads. E-mail texts (`mail.`) are in none: only the server uses them.
 */
const widgetTexts = [
  'account.createAccount',
  'changeEmail.',
  'changePassword.',
  'club.',
  'consent.',
  'consentName.',
  'date.',
  'dialog.close',
  'error.',
  'forgotPassword.',
  'general.loading',
  'login.',
  'market.companyEntity',
  'marketing.',
  'password.',
  'register.',
  'resetPassword.',
  'validation.',
  'wait.',
] as const;

export const catalogueParts = {
  /** The header and footer (packages/site-shell), with their cookie settings and menus. */
  shell: [
    'a11y.',
    'account.logoutMessage',
    'account.logoutDesriptionMessage',
    'cart.cartItemsCount',
    'dialog.close',
    'footer.',
    'general.',
    'nav.',
    'social.',
  ],
  /** The header's overlay (account menu, mini cart): loaded with its code, on the first open (or the intent to). */
  headerOverlay: ['account.', 'cart.', 'dialog.close'],
  /** The account widget (packages/account-widget) and the error texts of packages/core it shows. */
  widget: widgetTexts,
  // The demo site's pages (apps/site/src/<folder>); a page that shows a form of the widget loads the widget's part too.
  home: ['page.home.'],
  markets: ['page.markets.'],
  mailbox: ['page.mailbox.', 'error.loadFailed'],
  notFound: ['page.notFound.'],
  badRequest: ['page.badRequest.', 'page.notFound.homeLink'],
  legal: ['page.legal.', 'market.companyEntity'],
  login: ['page.login.', 'callback.'],
  dashboard: ['page.dashboard.', 'dashboard.', 'account.welcomeMessage'],
  newsletter: [
    'page.checkInbox.',
    'page.confirmSubscription.',
    'page.newsletterSignUp.',
    'page.unsubscribe.',
    'error.',
    'login.email',
    'marketing.usResidency',
    'validation.',
    'wait.',
  ],
  partnerLocator: ['page.partnerLocator.', 'dealerService.', 'error.loadFailed'],
  category: ['page.category.', 'page.notFound.'],
  // The shop's own pages the shell links to are named as the shell names them (cart, checkout, account pages).
  hostPage: [
    'page.hostPage.',
    'page.notFound.',
    'cart.basketTitle',
    'cart.checkoutCTA',
    'account.menu_wishlist',
    'account.menu_appliances',
    'account.menu_transactions',
    'account.menu_profile',
  ],
  verification: ['verify.', 'cancelEmailChange.', 'cancelAccountDeletion.'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type CataloguePart = keyof typeof catalogueParts;

export function isCataloguePart(value: string): value is CataloguePart {
  return Object.hasOwn(catalogueParts, value);
}

/** Whether a part holds the key. */
export function partHasKey(part: CataloguePart, key: string): boolean {
  return catalogueParts[part].some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix));
}
