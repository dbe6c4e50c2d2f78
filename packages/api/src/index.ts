export { ApiError, type FetchFunction } from './api-error.ts';
export {
  processSiteConfigResponse,
  requestSiteConfig,
  siteConfigPath,
  siteConfigSchema,
  type FooterNavigation,
  type NavigationCategory,
  type SiteConfig,
} from './experience/site-config.ts';
export {
  processAuthenticationStatusResponse,
  requestAuthenticationStatus,
  type ShopSessionStatus,
} from './shop/authentication-status.ts';
