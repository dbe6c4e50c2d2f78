import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markets } from '@shopfront/i18n';
import { buildAppConfig } from './app-config.ts';
import { ConfigError } from './config-error.ts';
import { parseEnvironment } from './environment.ts';

function configWith(overrides: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), 'market-config-')), 'markets.json');
  writeFileSync(file, typeof overrides === 'string' ? overrides : JSON.stringify(overrides));
  return () => buildAppConfig(parseEnvironment({ MARKET_CONFIG: file }));
}

describe('market configuration', () => {
  it('has a validated configuration for every market, with the global config keys derivable', () => {
    const config = buildAppConfig(parseEnvironment({ SHOPFRONT_DEMO: 'true', PORT: '9000' }));
    expect(config.markets.size).toBe(markets.length);
    expect(config.markets.get('BE')).toMatchObject({
      country: 'BE',
      locales: ['nl-BE', 'fr-BE'],
      currency: 'EUR',
      domain: 'localhost',
      idpBaseUrl: 'http://localhost:9000/idp',
      experienceApiHost: 'http://localhost:9000/experience-api/',
      siteId: 'nordhem-be',
      authProxyDeprecated: true,
      redirectUris: ['http://localhost:9000/be/nl/login/auth', 'http://localhost:9000/be/fr/login/auth'],
      features: { singleConsent: false, clubSelectAll: true, syncClub: false },
    });
  });

  it('uses the production domain outside demo mode and applies overrides per market', () => {
    const config = configWith({
      DE: { authProxyDeprecated: false, features: { singleConsent: true }, accountDeletionGraceDays: 30 },
    })();
    expect(config.markets.get('DE')).toMatchObject({
      domain: 'nordhem.de',
      authProxyDeprecated: false,
      features: { singleConsent: true, multiLevelConsent: true },
      accountDeletionGraceDays: 30,
    });
    expect(config.markets.get('AT')?.features.singleConsent).toBe(false);
    expect(config.markets.get('AT')?.accountDeletionGraceDays).toBe(14);
  });

  it.each([
    [{ GB: { idpBaseUrl: 'not a url' } }, 'Configuration error in market GB: idpBaseUrl: must be an http(s) URL'],
    [
      { FR: { apiKey: 'abc' } },
      'Configuration error in market FR: apiKey: must look like a CDC API key, e.g. 4_AbCdEf123',
    ],
    [{ PL: { features: { singleConsent: 'yes' } } }, 'Configuration error in market PL: features.singleConsent:'],
    [{ PL: { features: { clubOnlyCheckout: true } } }, 'Configuration error in market PL: features'],
    [
      { SE: { domain: 'https://nordhem.se' } },
      'Configuration error in market SE: domain: must be a host name like nordhem.de',
    ],
    [{ IT: { colour: 'red' } }, 'Configuration error in market IT:'],
    [{ NL: { accountDeletionGraceDays: 0 } }, 'Configuration error in market NL: accountDeletionGraceDays:'],
    [{ XX: {} }, 'Configuration error: unknown market "XX" in MARKET_CONFIG'],
    ['{not json', 'is not valid JSON'],
  ])('stops on %j with one line naming the key and the market', (overrides, message) => {
    const load = configWith(overrides);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
    try {
      load();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid environment variable PORT:'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Invalid environment variable DATABASE_URL:'],
    [{ COOKIE_SECRET: 'short' }, 'Invalid environment variable COOKIE_SECRET: must be at least 32 characters'],
    [{ IDP_BASE_PATH: 'idp/' }, 'Invalid environment variable IDP_BASE_PATH:'],
  ])('rejects the environment %j', (environment, message) => {
    expect(() => parseEnvironment(environment)).toThrow(message);
  });
});
