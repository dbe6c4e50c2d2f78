import { request as httpRequest, type Server, createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { layoutShiftOf } from './support/layout-shift.ts';

/**
 * The front door of a slow network: every request goes through to the server, but a page's HTML arrives in two
 * parts, the second one `pause` ms after the first, split inside the footer. A browser paints what it has meanwhile.
 */
function startSlowFrontDoor(port: number, target: URL, pause: number, split: string[]): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, 'accept-encoding': 'identity' } },
      (response) => {
        const isPage = (response.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const footer = html.indexOf('<footer');
          const end = footer < 0 ? -1 : html.indexOf('</form>', footer);
          const at = end < 0 ? html.length : end;
          if (end >= 0) split.push(incoming.url ?? '');
          const headers = { ...response.headers };
          delete headers['content-length'];
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.write(html.slice(0, at));
          setTimeout(() => outgoing.end(html.slice(at)), pause);
        });
      },
    );
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('a page whose HTML arrives in parts', () => {
  const browser = useBrowser();
  let frontDoor: Server;
  let shopfront: DemoServer;
  let origin: string;
  const splitPages: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    shopfront = await startDemoServer({}, { PUBLIC_ORIGIN: origin, TRUST_PROXY: '1' });
    frontDoor = await startSlowFrontDoor(port, new URL(shopfront.baseUrl), 400, splitPages);
  });
  afterAll(async () => {
    await new Promise((resolve) => frontDoor.close(resolve));
    await shopfront.dispose();
  });

  it.each(['/gb/', '/pl/'])('%s is painted whole, without a shift, however long the footer takes', async (path) => {
    const page = await browser.newPage({ baseUrl: origin });
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(splitPages).toContain(path);
    expect(await layoutShiftOf(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
