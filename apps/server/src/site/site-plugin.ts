import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { identityCookiePrefixes, pageRoute, siteRootRedirectRoute, staticFileRoute } from '@shopfront/api';
import { parseSitePath, sitePages, sitePath, sites } from '@shopfront/i18n';
import { UntrustedInputError } from '../http/untrusted-input.ts';
import { experienceSessionCookieName } from '../sessions/experience-session-repository.ts';
import { type SiteEncoding, negotiateEncoding } from './content-encoding.ts';
import { deferredStartHashSource, deferredStartOf, takeEntryScripts } from './deferred-start.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { loadInlineStyles } from './inline-styles.ts';
import { pageAssetsOf } from './page-assets.ts';
import { type PageRenderer, type RenderedPage, loadPageRenderer } from './page-renderer.ts';
import { registerLoaderFiles } from './loader-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Pages are rendered per request and compressed per request, at levels fast enough for that (docs/decisions/
 * 013-server-rendering.md): a page is a few KiB, where brotli 5 is about 10 % larger than 11 at a two-hundredth of the time.
 */
const compressors: Readonly<Record<SiteEncoding, (html: Buffer) => Promise<Buffer>>> = {
  br: (html) =>
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzip: (html) => gzipAsync(html, { level: 6 }),
};

/** index.html of the client build, cut where the server puts the page: its `lang`, preloads, markup and state. */
export interface PageTemplate {
  /** The entry's style sheets, which the build linked and the built pages inline instead (after the page's own). */
  readonly entryStyles: readonly string[];
  readonly beforeLang: string;
  readonly beforeHead: string;
  readonly beforeHtml: string;
  readonly beforeState: string;
  readonly end: string;
}

const styleSheetLink = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

export function parseTemplate(builtTemplate: string): PageTemplate {
  const entryStyles = [...builtTemplate.matchAll(styleSheetLink)].map(([, file = '']) => file);
  const template = builtTemplate.replace(styleSheetLink, '');
  const parts = template.split(/<html lang="en">|<!--page-head-->|<!--page-html-->|<!--page-state-->/);
  const [beforeLang, beforeHead, beforeHtml, beforeState, end, ...rest] = parts;
  if (
    beforeLang === undefined ||
    beforeHead === undefined ||
    beforeHtml === undefined ||
    beforeState === undefined ||
    end === undefined ||
    rest.length > 0
  ) {
    throw new Error(
      'index.html must have <html lang="en">, <!--page-head-->, <!--page-html--> and <!--page-state-->, once each, in that order',
    );
  }
  return { entryStyles, beforeLang, beforeHead, beforeHtml, beforeState, end };
}

function assembleDocument(template: PageTemplate, page: Extract<RenderedPage, { kind: 'page' }>, head: string): string {
  return [
    template.beforeLang,
    `<html lang="${page.locale}">`,
    template.beforeHead,
    head,
    template.beforeHtml,
    page.html,
    template.beforeState,
    `<script type="application/json" id="shopfront-state">${page.state}</script>`,
    template.end,
  ].join('');
}

/** Where the pages come from: the build (`npm run build`) or the site's sources through Vite (`npm run dev`). */
export interface PageSource {
  /** index.html, cut where the page goes, for the page at `url`. */
  template(url: string): Promise<PageTemplate>;
  renderer(): Promise<PageRenderer>;
  /** What a rendered page needs in its head: its style sheets and scripts, and the CSP that allows them. */
  headOf(page: Extract<RenderedPage, { kind: 'page' }>, template: PageTemplate): PageHead | Promise<PageHead>;
  /** The CSP of every other answer (a redirect, the loader's files). */
  readonly contentSecurityPolicy: string;
}

export interface PageHead {
  /** The markup at `<!--page-head-->`. */
  readonly html: string;
  readonly contentSecurityPolicy: string;
}

/** The site's Content-Security-Policy, directive by directive: no inline script or style, nothing from elsewhere. */
export const siteContentSecurityPolicy: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'object-src': "'none'",
};

export function serializeContentSecurityPolicy(directives: Readonly<Record<string, string>>): string {
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources}`)
    .join('; ');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') === true;
}

/** Pages whose address carries a secret (the reset link's token) or an address typed: never stored by a browser or a proxy. */
const pagesWithSecrets: ReadonlySet<string> = new Set([
  sitePages.newsletterSignUp,
  sitePages.resetPassword,
  sitePages.resetPasswordFromLogin,
  sitePages.unsubscribe,
  sitePages.confirmSubscription,
  sitePages.verifyEmail,
  sitePages.cancelEmailChange,
  sitePages.cancelAccountDeletion,
]);

export function securityHeadersOf(source: Pick<PageSource, 'contentSecurityPolicy'>): Readonly<Record<string, string>> {
  return {
    'content-security-policy': source.contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** Every page of every site, rendered on the server from `source`; unknown pages answer the site's 404 page. */
export function registerSitePages(app: FastifyInstance, source: PageSource, demo: boolean): void {
  const securityHeaders = securityHeadersOf(source);

  /** Renders the requested page through the site's renderer, its data loaded from this server's own routes. */
  async function sendPage(
    reply: FastifyReply,
    { pagePath, refusedAddress = false }: { pagePath?: string; refusedAddress?: boolean } = {},
  ) {
    const { request } = reply;
    const renderer = await source.renderer();
    const page = await renderer.renderPage({
      url: request.url,
      refusedAddress,
      fetch: inProcessFetch(app, request.headers.cookie),
      cookieHeader: request.headers.cookie,
      sessionCookiePresent: Object.keys(request.cookies).some(
        (name) =>
          name === experienceSessionCookieName || identityCookiePrefixes.some((prefix) => name.startsWith(prefix)),
      ),
    });
    const cacheControl = pagePath !== undefined && pagesWithSecrets.has(pagePath) ? 'no-store' : 'no-cache';
    if (page.kind === 'redirect')
      return reply.headers(securityHeaders).header('cache-control', 'no-store').redirect(page.location, 302);
    const template = await source.template(request.url);
    const head = await source.headOf(page, template);
    const html = Buffer.from(assembleDocument(template, page, head.html));
    const encoding: SiteEncoding | undefined = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page.statusCode)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('cache-control', cacheControl)
      .headers(securityHeaders)
      .header('content-security-policy', head.contentSecurityPolicy)
      .send(encoding ? await compressors[encoding](html) : html);
  }

  /** The routes of pages (not assets): what a browser opens, answered in HTML even when refused. */
  const pageRoutes = new Set<string>();
  const getPage = (url: string, send: (reply: FastifyReply) => Promise<FastifyReply>) => {
    pageRoutes.add(url);
    app.get(url, { schema: pageRoute }, (_request, reply) => send(reply));
  };

  getPage('/', (reply) => sendPage(reply));
  if (demo) getPage('/dev/mailbox', (reply) => sendPage(reply));

  for (const site of sites) {
    app.get(site.pathPrefix, { schema: siteRootRedirectRoute }, (_request, reply) =>
      reply.redirect(sitePath(site, '/'), 301),
    );
    for (const pagePath of Object.values(sitePages)) {
      getPage(sitePath(site, pagePath), (reply) => sendPage(reply, { pagePath }));
    }
    // Pages of the shop itself under `/e/`, where the shop's endpoints answer their own 404s: the renderer decides.
    for (const pagePath of ['/e/cart', '/e/checkout', '/e/account/*']) {
      getPage(sitePath(site, pagePath), (reply) => sendPage(reply));
    }
  }

  const wantsPage = (request: FastifyRequest) =>
    request.method === 'GET' &&
    (pageRoutes.has(request.routeOptions.url ?? '') || (request.is404 && acceptsHtml(request)));

  // A page whose address the app refuses as untrusted input (a control character in its query) is the site's error
  // page in the site's language, 400, not the JSON of an API; every other error goes on to the app's handler.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof UntrustedInputError && wantsPage(request)) return sendPage(reply, { refusedAddress: true });
    throw error;
  });

  const pagePaths: ReadonlySet<string> = new Set(Object.values(sitePages));

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && acceptsHtml(request)) {
      const [pathname = '/', query] = request.url.split('?');
      // One address per page: `/de/login/` is `/de/login`.
      const withoutSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const page = withoutSlash !== pathname ? parseSitePath(withoutSlash) : undefined;
      if (page && page.pagePath !== '/' && pagePaths.has(page.pagePath))
        return reply.redirect(`${withoutSlash}${query === undefined ? '' : `?${query}`}`, 301);
      // The renderer knows the pages under a site that no fixed route names (a category, a page of the shop itself)
      // and answers 404 for the rest.
      return sendPage(reply);
    }
    return reply.code(404).send({ error: 'not_found', message: 'Not found' });
  });
}

export interface SitePluginOptions {
  /** The built demo site (apps/site/dist). */
  readonly distDirectory: string;
  readonly demo: boolean;
}

/** Serves the built demo country shop: hashed assets, the loader, and every page of every site rendered on the server. */
export const sitePlugin: FastifyPluginAsync<SitePluginOptions> = async (app, { distDirectory, demo }) => {
  const built = takeEntryScripts(await readFile(join(distDirectory, 'index.html'), 'utf8'));
  const template = parseTemplate(built.template);
  const { renderer, manifest } = await loadPageRenderer(distDirectory);
  const inlineStylesOf = await loadInlineStyles(distDirectory, manifest);
  const source: PageSource = {
    template: () => Promise.resolve(template),
    renderer: () => Promise.resolve(renderer),
    headOf: (page) => {
      const assets = pageAssetsOf(manifest, page.pageSource, page.locale, page.lazyModules);
      // In the cascade order the links had: the page's sheets, then the entry's.
      const styleFiles = [...assets.styles, ...template.entryStyles];
      const inline = inlineStylesOf(styleFiles);
      return {
        html: [
          `<style>${inline.css}</style>`,
          // Vite's preload helper appends a style sheet a lazily loaded chunk needs unless a stylesheet link with its
          // address is in the page: these name the inlined ones for it, and a disabled style sheet is never fetched.
          ...styleFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
          // No script loads before the first paint (ADR 013): the entry's modules, the page's and its catalogues'.
          deferredStartOf({
            entry: built.scripts.entry,
            preload: [...built.scripts.preload, ...assets.modules.map((file) => `/${file}`)],
          }),
        ].join('\n    '),
        // The page's inline `<style>` and the deferred start, allowed by their hashes: the inline content a built page carries.
        contentSecurityPolicy: serializeContentSecurityPolicy({
          ...siteContentSecurityPolicy,
          'script-src': `'self' ${deferredStartHashSource}`,
          'style-src': `'self' ${inline.hashSource}`,
        }),
      };
    },
    contentSecurityPolicy: serializeContentSecurityPolicy(siteContentSecurityPolicy),
  };

  // @fastify/static registers its routes itself: they declare what they answer here.
  app.addHook('onRoute', (route) => {
    if (
      route.schema?.response === undefined &&
      (route.url.startsWith('/assets/') || route.url.startsWith('/payment/'))
    ) {
      route.schema = { ...route.schema, response: staticFileRoute.response };
    }
  });

  await app.register(fastifyStatic, {
    root: join(distDirectory, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // The build writes .br and .gz next to every text asset: sent as they are, by Accept-Encoding.
    preCompressed: true,
    // Public, hashed files: the standalone loader on a host page of another origin imports its chunks (module scripts
    // and `crossorigin` style sheets are fetched with CORS), never with credentials.
    setHeaders: (reply) => reply.header('access-control-allow-origin', '*'),
  });

  // Files of the site's public folder with stable names (the payment logos the footer data points at): cached a day.
  await app.register(fastifyStatic, {
    root: join(distDirectory, 'payment'),
    prefix: '/payment/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });

  await registerLoaderFiles(app, distDirectory, securityHeadersOf(source));
  registerSitePages(app, source, demo);
};
