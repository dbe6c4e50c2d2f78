import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { defaultPasswordPolicy, type FeatureToggles, featureToggleNames } from '@shopfront/core';
import { type Market, markets, siteIdOf, sitePages, sitePath, sites } from '@shopfront/i18n';
import { ConfigError, describeIssue } from './config-error.ts';
import type { Environment } from './environment.ts';

/** Every toggle of core's list, and no other. */
const featureTogglesSchema: z.ZodType<FeatureToggles> = z.record(z.enum(featureToggleNames), z.boolean());

const hostname = z
  .string()
  .regex(/^(localhost|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/, 'must be a host name like nordhem.de');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * What a deployment configures per market (docs/account-widget.md §3 configuration, §9 feature toggles,
 * docs/site-shell.md §3 global config keys); the market itself (country, locales, currency…) comes from the market
 * table, and `MarketConfig` is the two together.
 */
export const marketSettingsSchema = z.strictObject({
  domain: hostname,
  authBaseUrl: httpUrl,
  idpBaseUrl: httpUrl,
  apiKey: z.string().regex(/^\d_[A-Za-z0-9_-]{6,}$/, 'must look like a CDC API key, e.g. 4_AbCdEf123'),
  clientId: z.string().min(3).max(100),
  experienceApiHost: httpUrl,
  commerceApiBaseUrl: httpUrl,
  eComApiKey: z.string().min(8),
  siteId: z.string().regex(/^[a-z0-9-]+$/),
  cookieNoticeUrl: httpUrl.optional(),
  authProxyDeprecated: z.boolean(),
  /** The OAuth client's registered redirect URIs: the /login/auth page of each of the market's sites. */
  redirectUris: z.array(httpUrl).min(1),
  /** accounts.getPolicies passwordComplexity; enforced on every password the identity provider sets. */
  passwordPolicy: z.strictObject({
    minLength: z.int().min(1).max(128),
    minCharGroups: z.int().min(0).max(4),
  }),
  /** Global settings: the identity-provider session lifetime in seconds. */
  cdcSessionDuration: z
    .int()
    .min(60)
    .max(60 * 60 * 24 * 365),
  /** Current versions of the documents every account must have accepted. */
  consentVersions: z.strictObject({
    terms: z.string().min(1),
    privacy: z.string().min(1),
    marketing: z.string().min(1),
    clubTerms: z.string().min(1),
  }),
  features: featureTogglesSchema,
  /** The club's support contact for this country (docs/account-widget.md §3). */
  clubSupportEmail: z.email(),
  /** Days between a deletion request and the account's erasure, during which it can be cancelled (ADR 023). */
  accountDeletionGraceDays: z.int().min(1).max(90),
});

export type MarketSettings = z.infer<typeof marketSettingsSchema>;

/** A market of the market table with this deployment's settings for it (the settings win where both name a field). */
export type MarketConfig = Omit<Market, keyof MarketSettings> & MarketSettings;

/** Markets that still log in through the legacy auth proxy by default (the demo keeps one, so both paths run). */
const marketsOnTheAuthProxy: ReadonlySet<string> = new Set(['CH']);

const overridesSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

function defaultMarketSettings(market: Market, environment: Environment, publicOrigin: string): MarketSettings {
  const origin = publicOrigin.replace(/\/$/, '');
  const country = market.country.toLowerCase();
  return {
    domain: environment.SHOPFRONT_DEMO ? new URL(origin).hostname : market.domain,
    authBaseUrl: `${origin}${environment.OAUTH_BASE_PATH}`,
    idpBaseUrl: `${origin}${environment.IDP_BASE_PATH}`,
    apiKey: `4_nordhem_${country}_web`,
    clientId: `nordhem-${country}-web`,
    experienceApiHost: `${origin}${environment.EXPERIENCE_BASE_PATH}/`,
    commerceApiBaseUrl: `${origin}${environment.COMMERCE_BASE_PATH}/`,
    eComApiKey: `nordhem-${country}-ecom`,
    siteId: siteIdOf(market),
    authProxyDeprecated: !marketsOnTheAuthProxy.has(market.country),
    redirectUris: sites
      .filter((site) => site.market === market)
      .map((site) => `${origin}${sitePath(site, sitePages.loginCallback)}`),
    passwordPolicy: { ...defaultPasswordPolicy },
    cdcSessionDuration: 3600,
    consentVersions: { terms: '2.0', privacy: '2.0', marketing: '1.0', clubTerms: '1.0' },
    features: { ...market.features },
    clubSupportEmail: `club@${market.domain}`,
    accountDeletionGraceDays: 14,
  };
}

function readOverrides(path: string | undefined): Record<string, Record<string, unknown>> {
  if (!path) return {};
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`Configuration error: MARKET_CONFIG file ${path} cannot be read`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(`Configuration error: MARKET_CONFIG file ${path} is not valid JSON`);
  }
  const parsed = overridesSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError('Configuration error: MARKET_CONFIG must map market codes (e.g. "GB") to objects');
  }
  return parsed.data;
}

/** Builds every market's configuration from defaults plus the MARKET_CONFIG file, validating each. */
export function loadMarketConfigs(environment: Environment, publicOrigin: string): ReadonlyMap<string, MarketConfig> {
  const overrides = readOverrides(environment.MARKET_CONFIG);
  for (const code of Object.keys(overrides)) {
    if (!markets.some((market) => market.country === code)) {
      throw new ConfigError(`Configuration error: unknown market "${code}" in MARKET_CONFIG`);
    }
  }
  const configs = new Map<string, MarketConfig>();
  for (const market of markets) {
    const defaults = defaultMarketSettings(market, environment, publicOrigin);
    const override = overrides[market.country] ?? {};
    const merged = {
      ...defaults,
      ...override,
      features: { ...defaults.features, ...(override.features as object | undefined) },
      passwordPolicy: { ...defaults.passwordPolicy, ...(override.passwordPolicy as object | undefined) },
      consentVersions: { ...defaults.consentVersions, ...(override.consentVersions as object | undefined) },
    };
    const result = marketSettingsSchema.safeParse(merged);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new ConfigError(
        `Configuration error in market ${market.country}: ${issue ? describeIssue(issue) : 'invalid'}`,
      );
    }
    configs.set(market.country, { ...market, ...result.data });
  }
  return configs;
}
