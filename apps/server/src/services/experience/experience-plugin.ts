import type { FastifyPluginAsync } from 'fastify';
import { findSite, siteKey } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { registerHealthRoute } from '../health.ts';
import { SiteContentRepository } from './site-content-repository.ts';

export interface ExperiencePluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
}

const siteQuery = {
  type: 'object',
  properties: {
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    locale: { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' },
  },
  required: ['country', 'locale'],
  additionalProperties: false,
} as const;

/** Experience API: site content and configuration for the shell (session endpoints come with login). */
export const experiencePlugin: FastifyPluginAsync<ExperiencePluginOptions> = async (app, { database, markets }) => {
  const content = new SiteContentRepository(database);

  app.setErrorHandler((error: { validation?: unknown }, request, reply) => {
    if (error.validation) return reply.code(400).send({ error: 'invalid_request', message: 'Invalid query parameters' });
    request.log.error({ err: error }, 'experience request failed');
    return reply.code(500).send({ error: 'server_error', message: 'Internal error' });
  });

  registerHealthRoute(app, 'experience', database);

  app.get<{ Querystring: { country: string; locale: string } }>(
    '/v0/config',
    { schema: { querystring: siteQuery } },
    async (request, reply) => {
      const site = findSite(request.query.country, request.query.locale);
      const siteContent = site && (await content.find(siteKey(site)));
      const market = site && markets.get(site.market.country);
      if (!site || !siteContent || !market) {
        return reply.code(404).send({ error: 'not_found', message: 'Unknown site' });
      }
      reply.header('cache-control', 'public, max-age=60');
      return {
        navigation: {
          header: { ...siteContent.navigation, notificationBanner: siteContent.notificationBanner },
          footer: siteContent.footer,
        },
        features: market.features,
      };
    },
  );
};
