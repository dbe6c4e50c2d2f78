import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { type EnvironmentModuleNode, createServer } from 'vite';
import { fileRoute } from '@shopfront/api';
import { isPageRenderer } from './page-renderer.ts';
import {
  type PageSource,
  parseTemplate,
  registerSitePages,
  securityHeadersOf,
  serializeContentSecurityPolicy,
  siteContentSecurityPolicy,
} from './site-plugin.ts';

export interface DevSitePluginOptions {
  /** The demo site's sources (apps/site), with its vite.config.ts. */
  readonly siteRoot: string;
  readonly demo: boolean;
}

const rendererModule = '/src/entry-server.tsx';
const clientEntry = '/src/main.tsx';

/** The style sheets the module imports, directly or through others: linked in the head, so the page paints styled. */
function styleSheetsOf(module: EnvironmentModuleNode | undefined): string[] {
  const styleSheets = new Set<string>();
  const visited = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode) => {
    if (visited.has(node)) return;
    visited.add(node);
    // A style sheet imported from a module is a module itself (its type `js`) in the server's graph.
    if (/\.css$/.test(node.url)) styleSheets.add(node.url);
    node.importedModules.forEach(visit);
  };
  if (module) visit(module);
  return [...styleSheets];
}

/**
 * `npm run dev` (SITE_DEV_ROOT): the site's pages rendered on the server as the build renders them, but from the
 * sources, through Vite's dev server in middleware mode (its modules, its client and the hot-reload websocket on this
 * server's port). Each request renders with the current sources; an edited module reaches the browser by hot reload.
 */
export const devSitePlugin: FastifyPluginAsync<DevSitePluginOptions> = async (app, { siteRoot, demo }) => {
  const vite = await createServer({
    root: siteRoot,
    configFile: join(siteRoot, 'vite.config.ts'),
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());

  // What no route of the server answers is offered to Vite first (modules, its client, the public folder); what Vite
  // does not know goes on to the site's 404 page.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    vite.middlewares(request.raw, reply.raw, () => done());
  });

  // Vite's client injects style elements and @vitejs/plugin-react an inline preamble for hot reload.
  const developmentContentSecurityPolicy = serializeContentSecurityPolicy({
    ...siteContentSecurityPolicy,
    'script-src': "'self' 'unsafe-inline'",
    'style-src': "'self' 'unsafe-inline'",
  });
  const source: PageSource = {
    template: async (url) =>
      parseTemplate(await vite.transformIndexHtml(url, await readFile(join(siteRoot, 'index.html'), 'utf8'))),
    renderer: async () => {
      const module: unknown = await vite.ssrLoadModule(rendererModule).catch((error: unknown) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      });
      if (!isPageRenderer(module)) throw new Error(`${rendererModule} does not export renderPage`);
      return module;
    },
    // The style sheets of the page's entry (index.html's, the tokens among them) first, then every one the renderer
    // has imported (all pages'): scoped to `.sf-*`, they do not meet. Linked, not inlined: Vite's client replaces an
    // edited one.
    headOf: async () => {
      await vite.environments.client.transformRequest(clientEntry);
      const styles = new Set([
        ...styleSheetsOf(vite.environments.client.moduleGraph.urlToModuleMap.get(clientEntry)),
        ...styleSheetsOf(vite.environments.ssr.moduleGraph.urlToModuleMap.get(rendererModule)),
      ]);
      return {
        html: [...styles].map((url) => `<link rel="stylesheet" crossorigin href="${url}">`).join('\n    '),
        contentSecurityPolicy: developmentContentSecurityPolicy,
      };
    },
    contentSecurityPolicy: developmentContentSecurityPolicy,
  };

  const loaderSource = join(siteRoot, '../../packages/account-widget/src/standalone/shopfront-loader.ts');
  const plainHostPage = join(siteRoot, 'public/plain-host/index.html');
  const securityHeaders = securityHeadersOf(source);
  // The loader at its stable address, as the build serves it: here a module that imports its source through Vite.
  app.get('/shopfront-loader.js', { schema: fileRoute('text/javascript') }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`import ${JSON.stringify(`/@fs${loaderSource}`)};\n`),
  );
  // The plain host page with Vite's client and the React refresh preamble the widget's modules need here.
  app.get('/plain-host/', { schema: fileRoute('text/html') }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .headers(securityHeaders)
      .send(await vite.transformIndexHtml(request.url, await readFile(plainHostPage, 'utf8'))),
  );
  registerSitePages(app, source, demo);
};
