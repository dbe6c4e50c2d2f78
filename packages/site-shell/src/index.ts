export { SiteFooter, type SiteFooterProps } from './footer/site-footer.tsx';
export { SiteHeader, type SiteHeaderProps } from './header/site-header.tsx';
export { PageLayout, type PageLayoutProps } from './layout/page-layout.tsx';
export { createShopQueryClient } from './site-config/query-client.ts';
export { useSiteConfig } from './site-config/use-site-config.ts';
export { isAccountOnlyPath, isAccountOrCartPath } from './account/account-paths.ts';
