export { isAccountOnlyPath, isAccountOrCartPath } from './account/account-paths.ts';
export { useAccountState, type AccountState, type AccountStateOptions } from './account/use-account-state.ts';
export { announceCartUpdated, cartUpdatedEventName } from './cart/cart-events.ts';
export { SiteFooter, type SiteFooterProps } from './footer/site-footer.tsx';
export { SiteHeader, minimalPageBodyClass, type SiteHeaderProps } from './header/site-header.tsx';
export { PageLayout, type PageLayoutProps } from './layout/page-layout.tsx';
export { headerModeOf, type HeaderMode, type LayoutModeProps } from './navigation/header-mode.ts';
export { createShopQueryClient } from './site-config/query-client.ts';
export { useSiteConfig } from './site-config/use-site-config.ts';
