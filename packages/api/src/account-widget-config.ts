import type { FromSchema, JsonSchema } from './json-schema-check.ts';
import { featureTogglesSchema } from './feature-toggles-schema.ts';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

/**
 * What a host page gives the account widget and the shell about its market (docs/account-widget.md §3 configuration
 * values), as JSON Schema: the browser checks a host's configuration with it (json-schema-check.ts).
 */
export const accountWidgetConfigSchema = {
  type: 'object',
  properties: {
    country: text,
    locale: text,
    /** The site's path prefix in the demo (`/gb`, `/be/fr`); `''` where the market has its own domain. */
    sitePathPrefix: text,
    /** The product domain: redirect targets and cookies are limited to it and its subdomains. */
    domain: text,
    idpBaseUrl: text,
    apiKey: text,
    authBaseUrl: text,
    clientId: text,
    redirectUri: text,
    authProxyBaseUrl: text,
    authProxyDeprecated: flag,
    experienceApiHost: text,
    commerceApiBaseUrl: text,
    eComApiKey: text,
    siteId: text,
    /** docs/account-widget.md §9 feature toggles, as this deployment configures them for the market. */
    features: featureTogglesSchema,
    /** The club's support contact (docs/account-widget.md §3). */
    clubSupportEmail: text,
  },
  required: [
    'country',
    'locale',
    'sitePathPrefix',
    'domain',
    'idpBaseUrl',
    'apiKey',
    'authBaseUrl',
    'clientId',
    'redirectUri',
    'authProxyBaseUrl',
    'authProxyDeprecated',
    'experienceApiHost',
    'commerceApiBaseUrl',
    'eComApiKey',
    'siteId',
    'features',
    'clubSupportEmail',
  ],
} as const satisfies JsonSchema;

export type AccountWidgetConfig = FromSchema<typeof accountWidgetConfigSchema>;
