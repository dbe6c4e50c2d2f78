export { isValidEmail, normaliseEmail, trimEmail, type NormalisedEmail } from './email.ts';
export { containsControlCharacter, controlCharacterPath } from './control-characters.ts';
export {
  PasswordStrength,
  type PasswordStrengthLevel,
  type PasswordPolicy,
  defaultPasswordPolicy,
  passwordStrength,
  countCharGroups,
} from './password-strength.ts';
export { type RedirectContext, isSafeRedirectTarget, isResetPasswordPath, isLoginPath } from './redirect-target.ts';
export {
  UNRESERVED_ALPHABET,
  PKCE_VERIFIER_LENGTH,
  STATE_LENGTH,
  createPkcePair,
  pkceChallenge,
  createState,
  randomUnreservedString,
} from './pkce.ts';
export { featureToggleNames, type FeatureToggleName, type FeatureToggles } from './feature-toggles.ts';
export { cartBadgeCount, shouldShowCartBadge } from './cart-badge.ts';
export {
  loginErrorMessageKey,
  providerErrorMessageKey,
  newPasswordErrorMessageKey,
  accountCallErrorText,
  type AccountCallErrorText,
} from './error-catalogue.ts';
export { loginFlowErrorMessageKey, type LoginErrorKind } from './login-flow-errors.ts';
export {
  ageOn,
  calendarDateOf,
  isPossibleBirthDate,
  maximumAgeYears,
  parseBirthDate,
  type BirthDateFormat,
  type CalendarDate,
} from './birth-date.ts';
export { countryOfLocale, languageOfLocale, localeOfOccLang, occLangOf } from './locale-forms.ts';
export { parseProductSearchQuery, productSearchQueryOf, type ProductSearchQuery } from './product-search-query.ts';
export { isAmongMostCommonPasswords } from './common-password.ts';
export {
  marketingConsentFlags,
  marketingConsentRecord,
  marketingRecordProblem,
  noMarketingConsent,
  offersHigherLevels,
  withMarketingLevel,
  type MarketingConsentFlags,
  type MarketingConsentMode,
  type MarketingConsentRecord,
  type MarketingLevel,
  type MarketingRecordProblem,
} from './marketing-consent.ts';
export {
  clubConsentPayload,
  clubSubmissionProblem,
  noClubChoices,
  withClubChoice,
  type ClubChoices,
  type ClubConsentPayload,
  type ClubRules,
  type ClubSubmissionProblem,
} from './club-membership.ts';
export { outdatedDocuments, type DocumentConsent } from './document-consents.ts';
export {
  consentKey,
  declarationIds,
  dialogPreferenceIds,
  isConsentId,
  personalisationConsentIds,
  requiredDocumentIds,
  subscriptionIds,
  type ConsentId,
  type ConsentKind,
  type DialogPreferenceId,
  type RequiredDocumentId,
} from './consents.ts';
export { decodeLocatorValue, encodeLocatorValue, partnerLocatorStorageKey } from './partner-locator-value.ts';
export { analyticsAllowed, analyticsConsentOf, type AnalyticsConsent } from './analytics-consent.ts';
export {
  dealerMatch,
  dealerServices,
  isDealerService,
  rankDealersNear,
  type DealerAddress,
  type DealerMatch,
  type DealerService,
} from './dealer-proximity.ts';
export {
  describeUserAgent,
  deviceBrowserNames,
  deviceBrowsers,
  devicePlatformNames,
  devicePlatforms,
  type DeviceBrowser,
  type DeviceDescription,
  type DevicePlatform,
} from './user-agent.ts';
export {
  authChangeChannelName,
  authChangeKinds,
  authChangeMessageOf,
  authChangeOf,
  type AuthChange,
  type AuthChangeKind,
  type AuthChangeMessage,
} from './auth-change.ts';
export { spreadsheetCsv, spreadsheetCsvCell, utf8ByteOrderMark, type SpreadsheetCell } from './spreadsheet-csv.ts';
