import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type Site, findSite, languageOf, siteKey, sites } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { registerHealthRoute } from '../health.ts';
import { siteQuery } from '../site-query.ts';
import { ExperienceSessionRepository, experienceSessionCookieName } from '../../sessions/experience-session-repository.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import { AccountRepository } from '../identity/account-repository.ts';
import { verifyPassword } from '../identity/password-hasher.ts';
import { PasswordService } from '../identity/password-service.ts';
import { alternateLanguages } from './alternate-languages.ts';
import { SiteContentRepository } from './site-content-repository.ts';

export interface ExperiencePluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  /** Cookie domain of the experience API's session (the parent domain shared with the shops). */
  readonly cookieDomain: string;
  /** The shop's public origin: alternate-languages only answers for pages on it. */
  readonly publicOrigin: string;
}

/** CDC-proxying endpoints pass the identity provider's codes on as `sap_<code>` (account spec §8). */
function sapError(statusCode: number, code: number, message: string) {
  return { statusCode, errorCode: `sap_${code}`, errorMessage: message };
}

/** Guesses of the current password are limited like logins. */
const changePasswordRateLimit = { limit: 10, windowSeconds: 15 * 60 } as const;

const setAccountInfoBody = {
  type: 'object',
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
  },
  required: ['password', 'newPassword'],
} as const;

const sessionTokenBody = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 500 } },
  required: ['token'],
} as const;

const languageParams = {
  type: 'object',
  properties: { language: { type: 'string', pattern: '^[a-z]{2}$' } },
  required: ['language'],
} as const;

/** The language-prefixed globals name the language in the path; a locale, if given too, must agree with it. */
const prefixedGlobalsQuery = {
  type: 'object',
  properties: {
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    locale: { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' },
  },
  required: ['country'],
} as const;

const alternateLanguagesBody = {
  type: 'object',
  properties: { sourceURL: { type: 'string', minLength: 1, maxLength: 2048 } },
  required: ['sourceURL'],
} as const;

/** site-shell §3 "Global config keys", as the flat object the shell keeps in session storage. */
export interface SiteGlobals {
  readonly 'general.language': string;
  readonly 'general.country': string;
  readonly 'general.experienceApi': string;
  readonly 'module.eComApi.SiteId': string;
  readonly 'module.eComApi.ApiKey': string;
  readonly 'module.cookieNotice.url': string | null;
}

function globalsOf(site: Site, market: MarketConfig): SiteGlobals {
  return {
    'general.language': languageOf(site.locale),
    'general.country': market.country,
    'general.experienceApi': market.experienceApiHost,
    'module.eComApi.SiteId': market.siteId,
    'module.eComApi.ApiKey': market.eComApiKey,
    'module.cookieNotice.url': market.cookieNoticeUrl ?? null,
  };
}

const validationMessages: Readonly<Record<string, string>> = {
  body: 'Invalid request body',
  params: 'Invalid path parameters',
  querystring: 'Invalid query parameters',
};

/** Experience API: site content and configuration for the shell (session endpoints come with login). */
export const experiencePlugin: FastifyPluginAsync<ExperiencePluginOptions> = async (app, { database, markets, cookieDomain, publicOrigin }) => {
  const content = new SiteContentRepository(database);
  const sessions = new ExperienceSessionRepository(database);
  const accounts = new AccountRepository(database);
  const passwords = new PasswordService(database);
  const rateLimiter = new RateLimiter(database);
  const marketsByClientId = new Map([...markets.values()].map((market) => [market.clientId, market]));

  app.setErrorHandler((error: { validation?: unknown; validationContext?: string; statusCode?: number }, request, reply) => {
    if (error.validation) {
      const message = validationMessages[error.validationContext ?? ''] ?? 'Invalid request';
      return reply.code(400).send({ error: 'invalid_request', message });
    }
    // Fastify's own client errors (a body that is not JSON, an unsupported content type, a body too large).
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: 'invalid_request', message: 'Invalid request' });
    }
    request.log.error({ err: error }, 'experience request failed');
    return reply.code(500).send({ error: 'server_error', message: 'Internal error' });
  });

  registerHealthRoute(app, 'experience', database);

  /** Creates the experience session from the access token the browser got in the code exchange. */
  app.post<{ Body: { token: string } }>('/session/token', { schema: { body: sessionTokenBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const accessToken = await app.oauthTokens.findAccessToken(request.body.token);
    const market = accessToken && marketsByClientId.get(accessToken.clientId);
    if (!accessToken || !market || !accessToken.scopes.includes('customer_data')) {
      return reply.code(401).send(sapError(401, 403005, 'Unauthorized user'));
    }
    const expiresAt = new Date(Date.now() + market.cdcSessionDuration * 1000);
    const token = await sessions.create(accessToken.accountId, market.country, expiresAt);
    reply.setCookie(experienceSessionCookieName, token, sessionCookieOptions(cookieDomain));
    return { auth: { authenticated: true } };
  });

  app.get('/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessions.findValid(request.cookies[experienceSessionCookieName]);
    return { auth: { authenticated: session !== undefined } };
  });

  app.get('/session/logout', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.cookies[experienceSessionCookieName];
    if (token) await sessions.delete(token);
    reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
    return { auth: { authenticated: false } };
  });

  /** Change password for the signed-in customer (CDC setAccountInfo with password and newPassword). */
  app.post<{ Body: { password: string; newPassword: string } }>(
    '/cdc/accounts.setAccountInfo',
    { schema: { body: setAccountInfoBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessions.findValid(request.cookies[experienceSessionCookieName]);
      const account = session && (await accounts.findByUid(session.uid));
      const market = account && markets.get(account.market);
      if (!account || !market) return reply.code(401).send(sapError(401, 403005, 'Unauthorized user'));
      if (!(await rateLimiter.hit(`change-password:${account.uid}`, changePasswordRateLimit))) {
        return reply.code(429).send(sapError(429, 403048, 'Rate limit exceeded'));
      }
      if (!(await verifyPassword(account.passwordHash, request.body.password))) {
        return reply.code(403).send(sapError(403, 403042, 'Invalid LoginID'));
      }
      const result = await passwords.change(account, request.body.newPassword, market.passwordPolicy);
      if (result === 'too-weak') return reply.code(400).send(sapError(400, 400009, 'Password does not meet complexity requirements'));
      if (result === 'used-before') return reply.code(401).send(sapError(401, 401030, 'Old password used'));
      reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
      return { statusCode: 200, errorCode: 0 };
    },
  );

  app.post('/cdc/accounts.session.verify', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessions.findValid(request.cookies[experienceSessionCookieName]);
    if (!session) return reply.code(401).send(sapError(401, 403005, 'Unauthorized user'));
    return { statusCode: 200, errorCode: 0, UID: session.uid };
  });

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

  function answerGlobals(reply: FastifyReply, site: Site | undefined) {
    const market = site && markets.get(site.market.country);
    if (!site || !market || !market.languages.includes(languageOf(site.locale))) {
      return reply.code(404).send({ error: 'not_found', message: 'Unknown site' });
    }
    reply.header('cache-control', 'public, max-age=300');
    return reply.send(globalsOf(site, market));
  }

  app.get<{ Querystring: { country: string; locale: string } }>(
    '/v0/config/globals',
    { schema: { querystring: siteQuery } },
    async (request, reply) => answerGlobals(reply, findSite(request.query.country, request.query.locale)),
  );

  /** The language-prefixed form (`/fr/v0/config/globals?country=BE`) that multi-language markets use. */
  app.get<{ Params: { language: string }; Querystring: { country: string; locale?: string } }>(
    '/:language/v0/config/globals',
    { schema: { params: languageParams, querystring: prefixedGlobalsQuery } },
    async (request, reply) => {
      const { language } = request.params;
      const { country, locale } = request.query;
      if (locale !== undefined && (locale.slice(0, 2) !== language || locale.slice(3) !== country.toUpperCase())) {
        return reply.code(400).send({ error: 'invalid_request', message: 'The locale does not match the language and country' });
      }
      const site = sites.find((candidate) => candidate.market.country === country.toUpperCase() && languageOf(candidate.locale) === language);
      return answerGlobals(reply, site);
    },
  );

  /** site-shell §3 "Language data": the current page in every language of its market, for the language switcher. */
  app.post<{ Body: { sourceURL: string } }>(
    '/alternate-languages',
    { schema: { body: alternateLanguagesBody } },
    async (request, reply) => {
      const result = alternateLanguages(request.body.sourceURL, publicOrigin);
      if (!result.ok) return reply.code(400).send({ error: 'invalid_request', message: result.message });
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );
};
