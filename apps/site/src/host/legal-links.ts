import { type Site, policyPaths, sitePath } from '@shopfront/i18n';

/** The links the account screens show: registration and the documents a customer consents to. */
export function legalLinksOf(site: Site) {
  return {
    registerHref: `${sitePath(site, '/login')}?register=true`,
    privacyHref: sitePath(site, policyPaths.privacy),
    termsHref: sitePath(site, policyPaths.terms),
    clubTermsHref: sitePath(site, policyPaths.clubTerms),
  };
}
