import * as z from 'zod/mini';

/** What a host page gives the account widget and the shell about its market (docs/account-widget.md §3 configuration values). */
export const accountWidgetConfigSchema = z.object({
  country: z.string(),
  locale: z.string(),
  /** The site's path prefix in the demo (`/gb`, `/be/fr`); `''` where the market has its own domain. */
  sitePathPrefix: z.string(),
  /** The product domain: redirect targets and cookies are limited to it and its subdomains. */
  domain: z.string(),
  idpBaseUrl: z.string(),
  apiKey: z.string(),
  authBaseUrl: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  authProxyBaseUrl: z.string(),
  authProxyDeprecated: z.boolean(),
  experienceApiHost: z.string(),
  commerceApiBaseUrl: z.string(),
  eComApiKey: z.string(),
  siteId: z.string(),
  /** docs/account-widget.md §9 feature toggles, as this deployment configures them for the market. */
  features: z.object({
    multiLevelConsent: z.boolean(),
    singleConsent: z.boolean(),
    clubSelectAll: z.boolean(),
    syncClub: z.boolean(),
    clubNewsletterShown: z.boolean(),
  }),
  /** The club's support contact (docs/account-widget.md §3). */
  clubSupportEmail: z.string(),
});

export type AccountWidgetConfig = z.infer<typeof accountWidgetConfigSchema>;
