/** The wire contract of every service and its typed clients; nothing here touches the DOM (see `./browser.ts`). */
export { accountWidgetConfigSchema, type AccountWidgetConfig } from './account-widget-config.ts';
export { loadAccountWidgetConfig, processAccountWidgetConfig } from './account-widget-config-client.ts';
export { requestAccountWidgetConfig } from './account-widget-config-request.ts';
export { boundedInteger, isBoundedInteger } from './bounded-integer.ts';
export { ApiError, discardBody, expectSuccessStatus, httpError, type FetchFunction } from './api-error.ts';
export {
  JsonSchemaMismatch,
  arrayOf,
  checkedCopy,
  matchesSchema,
  safeCheck,
  type FromSchema,
  type JsonSchema,
} from './json-schema-check.ts';
export { authProxyAuthorizeUrl, authProxyLogout, requestAuthProxyToken } from './auth-proxy/auth-proxy-client.ts';
export {
  CommerceApiError,
  defaultSessionDurationSeconds,
  fetchSessionDuration,
  fetchUser,
  requestEmailChange,
  fetchPendingEmailChange,
  cancelPendingEmailChange,
  setClubMembership,
  type CommerceEndpoint,
  type CommerceSiteEndpoint,
  type CommerceUser,
} from './commerce/commerce-client.ts';
export {
  anonymousCartCountRoute,
  anonymousCartEntriesRoute,
  anonymousCartsRoute,
  cancelEmailChangeRoute,
  cartCountSchema,
  cartListSchema,
  cartSchema,
  clubMembershipRoute,
  createAnonymousCartRoute,
  customerCartCountRoute,
  customerCartEntriesRoute,
  customerCartsRoute,
  emailChangeRoute,
  globalSettingsRoute,
  occErrorSchema,
  pendingEmailChangeRoute,
  productSearchRoute,
  productSearchSchema,
  userRoute,
} from './commerce/commerce-contract.ts';
export * from './commerce/cart-client.ts';
export { addToCart, createAnonymousCart, searchProducts, type CommerceProduct } from './commerce/product-client.ts';
export {
  accountDialogQueueName,
  isAccountDialogRequest,
  type AccountOutcomeName,
  type AccountOutcomes,
} from './events/account-events.ts';
export {
  accountDialogEventName,
  accountDialogNames,
  accountDialogTriggerAttribute,
  shopfrontEventsVersion,
  type AccountDeletedDetail,
  type AccountDialogName,
  type AccountDialogRequest,
  type ShopfrontEventDetails,
  type ShopfrontEventMap,
  type ShopfrontEventName,
} from './events/shopfront-events.ts';
export { authChangedEventName, type AuthChangedDetail } from './events/auth-change-channel.ts';
export { footerFormSchema, partnerFormOf, type FooterForm } from './experience/footer-form.ts';
export {
  processSiteConfigResponse,
  requestSiteConfig,
  siteConfigPath,
  siteConfigSchema,
  type FooterNavigation,
  type NavigationCategory,
  type SiteConfig,
} from './experience/site-config.ts';
export { processDoNotSell, requestDoNotSell } from './experience/do-not-sell.ts';
export { sapErrorResponses, sapErrorSchema } from './experience/experience-errors.ts';
export { plainErrorResponses, plainErrorSchema } from './plain-error.ts';
export {
  alternateLanguagesRoute,
  dealersRoute,
  globalsRoute,
  languagePrefixedGlobalsRoute,
  siteConfigRoute,
  siteQuerySchema,
} from './experience/content-contract.ts';
export {
  accountInfoSchema,
  confirmNewsletterRoute,
  consentContexts,
  consentHistoryRoute,
  doNotSellRoute,
  getAccountInfoRoute,
  marketingRecordRoute,
  marketingRecordSchema,
  setAccountInfoRoute,
  setFullAccountInfoRoute,
  setLiteAccountInfoRoute,
  type SetAccountInfoRequest,
  type SetFullAccountInfoRequest,
  type SetLiteAccountInfoRequest,
} from './experience/account-contract.ts';
export {
  consentRecordCsvRoute,
  consentRecordCsvUrl,
  dataExportRoute,
  dataExportSchemaVersion,
  dataExportUrl,
  type DataExport,
  type DataExportConsentEvent,
} from './experience/data-export-contract.ts';
export {
  signOutDeviceRoute,
  signOutOtherDevicesRoute,
  signedInDeviceSchema,
  signedInDevicesRoute,
  signedInDevicesSchema,
} from './experience/devices-contract.ts';
export {
  fetchSignedInDevices,
  signOutDevice,
  signOutOtherDevices,
  type SignedInDevice,
} from './experience/devices-client.ts';
export {
  type AccountDeletion,
  accountDeletionPasskeyOptionsRoute,
  accountDeletionSchema,
  requestAccountDeletionRoute,
} from './experience/account-deletion-contract.ts';
export {
  type AccountDeletionConfirmation,
  type AccountDeletionPasskeyOptions,
  requestAccountDeletion,
  startAccountDeletionPasskey,
} from './experience/account-deletion-client.ts';
export {
  sapOkSchema,
  sessionStateRoute,
  sessionStateSchema,
  sessionTokenRoute,
  sessionVerifyRoute,
  verifiedSessionSchema,
} from './experience/session-contract.ts';
export { defaultExperienceApiHost, type ExperienceRequestOptions } from './experience/experience-request.ts';
export {
  fetchGlobals,
  globalsSchema,
  globalsUrl,
  processGlobalsResponse,
  requestGlobals,
  type GlobalsSite,
  type SiteGlobals,
} from './experience/globals.ts';
export {
  dealersSchema,
  dealersUrl,
  fetchDealers,
  processDealersResponse,
  requestDealers,
  type Dealer,
  type DealerSearch,
} from './experience/dealers.ts';
export {
  alternateLanguagesSchema,
  fetchAlternateLanguages,
  processAlternateLanguagesResponse,
  requestAlternateLanguages,
  type AlternateLanguage,
  type AlternateLanguages,
} from './experience/alternate-languages.ts';
export {
  confirmNewsletterSubscription,
  consentHistoryUrl,
  fetchAccountInfo,
  fetchMarketingConsent,
  saveMarketingConsent,
  setAccountInfo,
  signUpForNewsletter,
  type AccountInfo,
  type AccountInfoSection,
  type AccountInfoUpdate,
  type ConsentContext,
  type MarketingConsentSave,
  type NewsletterEndpoint,
  type NewsletterSignUp,
} from './experience/account-client.ts';
export {
  ExperienceApiError,
  changePassword,
  createExperienceSession,
  experienceLogout,
  fetchExperienceSession,
  verifySession,
  type SessionVerification,
} from './experience/session-client.ts';
export {
  IdentityProviderError,
  cancelAccountDeletion,
  cancelEmailChange,
  fetchConsentDocumentVersions,
  isLoginIdAvailable,
  register,
  resendVerification,
  verifyEmail,
  type EmailVerification,
  type Registration,
  fetchPasswordPolicy,
  processCdcResponse,
  processLoginResponse,
  requestFinishRegistration,
  requestIdentityLogout,
  requestLogin,
  requestPasswordResetMail,
  requestPasswordResetWithToken,
  requestUnsubscribe,
  type PasswordPolicyNumbers,
  type IdentityEndpoint,
  type IdentityLogin,
  type IdentityLoginResult,
} from './identity/identity-client.ts';
export {
  fetchPasskeys,
  finishPasskeyRegistration,
  removePasskey,
  requestPasskeyLogin,
  startPasskeyLogin,
  startPasskeyRegistration,
  type Passkey,
  type PasskeyCeremony,
  type PasskeyLoginOptions,
  type PasskeyRegistrationOptions,
} from './identity/passkey-client.ts';
export {
  fidoGetAssertionOptionsRequestBody,
  fidoRegisterCredentialsRequestBody,
  fidoRemoveCredentialRequestBody,
  fidoSessionRequestBody,
  fidoVerifyAssertionRequestBody,
  getPoliciesRequestBody,
  getSchemaRequestBody,
  initRegistrationRequestBody,
  isAvailableLoginIdRequestBody,
  loginRequestBody,
  logoutRequestBody,
  registerRequestBody,
  resendVerificationRequestBody,
  resetPasswordRequestBody,
  setAccountInfoRequestBody,
  unsubscribeRequestBody,
  unsubscribeRequestQuery,
  verificationTokenRequestBody,
} from './identity/identity-requests.ts';
export {
  accountSchemaResponse,
  cdcEmptyResponse,
  cdcErrorResponse,
  cdcResponses,
  emailChangedResponse,
  fidoAssertionOptionsResponse,
  fidoCredentialRegisteredResponse,
  fidoCredentialsResponse,
  fidoRegistrationOptionsResponse,
  loginIdAvailabilityResponse,
  loginSuccessResponse,
  passwordPoliciesResponse,
  registrationStartedResponse,
} from './identity/identity-responses.ts';
export {
  authProxyAuthorizeQuery,
  authProxyLogoutResponse,
  authProxyTokenRequestBody,
  authorizationServerResponses,
  interactionParams,
  oauthErrorResponse,
  redirectResponse,
  tokenEndpointResponse,
  tokenResponse,
} from './oauth/oauth-wire.ts';
export { healthResponse, livenessResponse, metricsResponses, notReadyReasons, readinessResponse } from './health.ts';
export { newsletterSignUpRequestBody, newsletterSignUpResponses } from './newsletter-form/newsletter-form-wire.ts';
export {
  OAuthError,
  authorizationUrl,
  processTokenResponse,
  requestCodeExchange,
  type TokenSet,
} from './oauth/authorization.ts';
export {
  processAuthenticationStatusResponse,
  requestAuthenticationStatus,
  type ShopSessionStatus,
} from './shop/authentication-status.ts';
export { fetchCsrfToken, shopLogin, shopLogout } from './shop/shop-client.ts';
export {
  fileRoute,
  hostConfigRoute,
  pageRoute,
  pendingInteractionsName,
  siteRootRedirectRoute,
  staticFileRoute,
} from './site/site-contract.ts';
export { outboxRoute, outboxSchema } from './demo/outbox-contract.ts';
export { authenticationStatusRoute, csrfTokenRoute, shopLoginRoute, shopLogoutRoute } from './shop/shop-contract.ts';
export {
  authCodeCookieName,
  authProxyExtraScopes,
  consentIdOfMissingField,
  identityCookiePrefixes,
  identitySessionCookieName,
  loginScopes,
  missingConsentField,
} from './wire-contract.ts';
