import { describe, expect, it } from 'vitest';
import { loadAccountWidgetConfig, processAccountWidgetConfig } from './account-widget-config-client.ts';
import type { AccountWidgetConfig } from './account-widget-config.ts';

const config: AccountWidgetConfig = {
  country: 'GB',
  locale: 'en-GB',
  sitePathPrefix: '/gb',
  domain: 'localhost',
  idpBaseUrl: 'http://localhost/idp',
  apiKey: '4_nordhem_gb_web',
  authBaseUrl: 'http://localhost/oauth',
  clientId: 'nordhem-gb',
  redirectUri: 'http://localhost/gb/login/callback',
  authProxyBaseUrl: 'http://localhost/auth-proxy',
  authProxyDeprecated: false,
  experienceApiHost: 'http://localhost/experience-api/',
  commerceApiBaseUrl: 'http://localhost/commerce/',
  eComApiKey: 'key',
  siteId: 'nordhem-gb',
  features: {
    multiLevelConsent: true,
    singleConsent: false,
    clubSelectAll: false,
    syncClub: false,
    clubNewsletterShown: true,
  },
  clubSupportEmail: 'club@nordhem.co.uk',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the host configuration of the widget', () => {
  it('is the checked configuration when the host answers it, without what the schema does not name', async () => {
    await expect(processAccountWidgetConfig(json({ ...config, somethingElse: 1 }))).resolves.toEqual(config);
  });

  it.each([
    ['a 404', json({ error: 'not_found' }, 404), /answered 404/],
    ['a missing field', json({ ...config, apiKey: undefined }), /apiKey/],
    ['a wrong type', json({ ...config, features: { ...config.features, syncClub: 'yes' } }), /features\.syncClub/],
  ])('throws on %s', async (_case, response, message) => {
    await expect(processAccountWidgetConfig(response)).rejects.toThrow(message);
  });

  it('is asked for as JSON at the address given', async () => {
    const requests: Request[] = [];
    const fetchConfig: typeof fetch = async (input, init) => {
      requests.push(new Request(input, init));
      return json(config);
    };
    await expect(
      loadAccountWidgetConfig(fetchConfig, 'http://localhost/host-config?country=GB&locale=en-GB'),
    ).resolves.toEqual(config);
    expect(requests.map((request) => [request.url, request.headers.get('accept')])).toEqual([
      ['http://localhost/host-config?country=GB&locale=en-GB', 'application/json'],
    ]);
  });
});
