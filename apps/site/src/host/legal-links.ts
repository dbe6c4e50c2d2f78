import { type Site, sitePath } from '@shopfront/i18n';

/** The links the login screens show: registration and the documents a customer consents to. */
export function legalLinksOf(site: Site) {
  return {
    registerHref: `${sitePath(site, '/login')}?register=true`,
    privacyHref: sitePath(site, '/legal/privacy'),
    termsHref: sitePath(site, '/legal/terms'),
  };
}
