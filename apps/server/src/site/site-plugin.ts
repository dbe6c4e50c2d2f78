import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fallbackLocale, parseSitePath, sitePages, sitePath, sites, supportedLocales } from '@shopfront/i18n';
import { type SiteEncoding, negotiateEncoding } from './content-encoding.ts';
import { registerLoaderFiles } from './loader-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface PageVariants {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Every page is the template with its `lang`: each locale's page is compressed once, at start, in both encodings. */
async function compressedPages(template: string): Promise<ReadonlyMap<string, PageVariants>> {
  const pages = new Map<string, PageVariants>();
  for (const locale of supportedLocales) {
    const identity = Buffer.from(template.replace('<html lang="en">', `<html lang="${locale}">`));
    const [br, gz] = await Promise.all([brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(identity, { level: 9 })]);
    pages.set(locale, { identity, br, gzip: gz });
  }
  return pages;
}

export interface SitePluginOptions {
  /** The built demo site (apps/site/dist). */
  readonly distDirectory: string;
  readonly demo: boolean;
}

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Serves the demo country shop: hashed assets, and index.html for every page of every site. */
export const sitePlugin: FastifyPluginAsync<SitePluginOptions> = async (app, { distDirectory, demo }) => {
  const template = await readFile(join(distDirectory, 'index.html'), 'utf8');
  if (!template.includes('<html lang="en">')) throw new Error('index.html must start with <html lang="en">');

  const pages = await compressedPages(template);

  await app.register(fastifyStatic, {
    root: join(distDirectory, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // The build writes .br and .gz next to every text asset: sent as they are, by Accept-Encoding.
    preCompressed: true,
  });

  /** Pages whose address carries a secret (the reset link's token): never stored by a browser or a proxy. */
  const pagesWithSecrets: ReadonlySet<string> = new Set([
    sitePages.resetPassword,
    sitePages.resetPasswordFromLogin,
    sitePages.unsubscribe,
    sitePages.confirmSubscription,
    sitePages.verifyEmail,
    sitePages.cancelEmailChange,
  ]);

  function sendPage(reply: FastifyReply, locale: string, statusCode = 200, pagePath?: string) {
    // The locale always comes from the market table, never from the request.
    const page = pages.get(locale) ?? pages.get(fallbackLocale);
    if (!page) throw new Error(`no page for ${locale}`);
    const encoding: SiteEncoding | undefined = negotiateEncoding(reply.request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('cache-control', pagePath !== undefined && pagesWithSecrets.has(pagePath) ? 'no-store' : 'no-cache')
      .header('content-security-policy', contentSecurityPolicy)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(encoding ? page[encoding] : page.identity);
  }

  await registerLoaderFiles(app, distDirectory, {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });

  app.get('/', (_request, reply) => sendPage(reply, fallbackLocale));
  if (demo) app.get('/dev/mailbox', (_request, reply) => sendPage(reply, fallbackLocale));

  for (const site of sites) {
    app.get(site.pathPrefix, (_request, reply) => reply.redirect(sitePath(site, '/'), 301));
    for (const pagePath of Object.values(sitePages)) {
      app.get(sitePath(site, pagePath), (_request, reply) => sendPage(reply, site.locale, 200, pagePath));
    }
  }

  const pagePaths: ReadonlySet<string> = new Set(Object.values(sitePages));

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      const [pathname = '/', query] = request.url.split('?');
      // One address per page: `/de/login/` is `/de/login`.
      const withoutSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const page = withoutSlash !== pathname ? parseSitePath(withoutSlash) : undefined;
      if (page && page.pagePath !== '/' && pagePaths.has(page.pagePath)) return reply.redirect(`${withoutSlash}${query === undefined ? '' : `?${query}`}`, 301);
      const match = parseSitePath(pathname);
      return sendPage(reply, match?.site.locale ?? fallbackLocale, 404);
    }
    return reply.code(404).send({ error: 'not_found', message: 'Not found' });
  });
};
