import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { FetchFunction } from '@shopfront/api';
import type { BuildManifest } from './page-assets.ts';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
  }),
);

/** What the site's server bundle (`apps/site/src/entry-server.tsx`, built to `<dist>/server/`) renders. */
export type RenderedPage =
  | { readonly kind: 'redirect'; readonly location: string }
  | {
      readonly kind: 'page';
      readonly statusCode: number;
      readonly locale: string;
      readonly html: string;
      readonly state: string;
      readonly pageSource: string;
      readonly lazyModules: readonly string[];
    };

export interface PageRenderer {
  renderPage(request: {
    readonly url: string;
    readonly fetch: FetchFunction;
    readonly sessionCookiePresent: boolean;
    readonly cookieHeader: string | undefined;
    /** The app refused the address as untrusted input: the site's error page, answered 400, the query unread. */
    readonly refusedAddress?: boolean;
  }): Promise<RenderedPage>;
}

export function isPageRenderer(module: unknown): module is PageRenderer {
  return (
    typeof module === 'object' && module !== null && 'renderPage' in module && typeof module.renderPage === 'function'
  );
}

/** The built site's page renderer and its client manifest; the server does not start without them. */
export async function loadPageRenderer(
  distDirectory: string,
): Promise<{ renderer: PageRenderer; manifest: BuildManifest }> {
  const module: unknown = await import(pathToFileURL(join(distDirectory, 'server', 'entry-server.js')).href);
  if (!isPageRenderer(module)) throw new Error(`${distDirectory}/server/entry-server.js does not export renderPage`);
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(join(distDirectory, '.vite', 'manifest.json'), 'utf8')),
  );
  return { renderer: module, manifest };
}
