import type { FastifyPluginAsync } from 'fastify';
import { type AccountWidgetConfig, hostConfigRoute } from '@shopfront/api';
import { findSite, sitePages, sitePath } from '@shopfront/i18n';
import type { AppConfig } from '../config/app-config.ts';

/**
 * The configuration a host page hands the account widget and the shell: what a real shop renders into its pages,
 * served here so the demo's pages (and the plain host page's loader) can fetch it.
 */
export const hostConfigPlugin: FastifyPluginAsync<{ readonly config: AppConfig }> = async (app, { config }) => {
  app.get<{ Querystring: { country: string; locale: string } }>(
    '/host-config',
    { schema: hostConfigRoute },
    async (request, reply) => {
      const site = findSite(request.query.country, request.query.locale);
      const market = site && config.markets.get(site.market.country);
      if (!site || !market) return reply.code(404).send({ error: 'not_found', message: 'Unknown site' });
      const widgetConfig: AccountWidgetConfig = {
        country: market.country,
        locale: site.locale,
        sitePathPrefix: site.pathPrefix,
        domain: market.domain,
        idpBaseUrl: market.idpBaseUrl,
        apiKey: market.apiKey,
        authBaseUrl: market.authBaseUrl,
        clientId: market.clientId,
        redirectUri: `${config.publicOrigin}${sitePath(site, sitePages.loginCallback)}`,
        authProxyBaseUrl: `${config.publicOrigin}${config.basePaths.authProxy}`,
        authProxyDeprecated: market.authProxyDeprecated,
        experienceApiHost: market.experienceApiHost,
        commerceApiBaseUrl: market.commerceApiBaseUrl,
        eComApiKey: market.eComApiKey,
        siteId: market.siteId,
        features: market.features,
        clubSupportEmail: market.clubSupportEmail,
      };
      reply.header('cache-control', 'public, max-age=300');
      return widgetConfig;
    },
  );
};
