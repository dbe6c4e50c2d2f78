import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, waitForHydration } from '../support/browser.ts';
import { catalogueText } from '../support/catalogue.ts';
import { logIn } from '../support/login-form.ts';
import { type ServerInstance, statusOf } from './support/server-instance.ts';
import { startTopology, type Topology } from './support/topology.ts';

const locale = 'en-GB';
const demoPassword = 'Nordhem-Demo-2026';
const dashboardPath = '/gb/e/account/dashboard';
/** What a signed-in page asks again and again: the header's shop session check and the experience session. */
const sessionStatusPaths = ['/gb/e/authentication/status', '/experience-api/session'];

/** Every request a browser context makes while it is watched, and every one that failed or was refused. */
function watchRequests(context: BrowserContext) {
  let requests = 0;
  const failures: string[] = [];
  const finished = async (request: Request) => {
    requests += 1;
    const response = await request.response();
    const status = response?.status() ?? 0;
    if (status >= 400) failures.push(`${status} ${request.method()} ${request.url()}`);
  };
  const failed = (request: Request) => {
    requests += 1;
    failures.push(`${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}`);
  };
  context.on('requestfinished', finished);
  context.on('requestfailed', failed);
  return {
    stop() {
      context.off('requestfinished', finished);
      context.off('requestfailed', failed);
      return { requests, failures };
    },
  };
}

/** Runs `step` again and again until `stop` is called; an error thrown by a step is kept, and the loop goes on. */
function repeat(step: () => Promise<void>) {
  let stopped = false;
  const errors: string[] = [];
  const loop = (async () => {
    while (!stopped) await step().catch((error: unknown) => errors.push(String(error)));
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return errors;
    },
  };
}

async function logInThroughTheBalancer(page: Page, email: string, origin: string) {
  await page.goto('/gb/login');
  await page.getByRole('heading', { level: 1, name: catalogueText(locale, 'login.title') }).waitFor();
  await expectNoAxeViolations(page);
  await logIn(page, email, demoPassword, locale);
  await page.waitForURL(`${origin}/gb/`);
  await expectNoAxeViolations(page);
}

async function openDashboard(page: Page) {
  await page.goto(dashboardPath);
  await page.getByRole('heading', { level: 1, name: catalogueText(locale, 'page.dashboard.title') }).waitFor();
}

describe('two server instances behind nginx, on PostgreSQL through PgBouncer in transaction pooling mode', () => {
  const browser = useBrowser();
  let topology: Topology;
  beforeAll(async () => {
    topology = await startTopology();
  });
  afterAll(() => topology?.dispose());

  /** Waits until nginx has passed a request to `instance` that it answered: it is back in the balancer's rotation. */
  async function backInRotation(instance: ServerInstance, sinceRequest: number) {
    const address = `127.0.0.1:${instance.port}`;
    const deadline = Date.now() + 15_000;
    while (
      !topology.balancer
        .requests()
        .slice(sinceRequest)
        .some((request) => request.upstreams.at(-1) === address && request.upstreamStatuses.at(-1) === '200')
    ) {
      if (Date.now() > deadline) throw new Error(`nginx sent nothing to instance ${instance.name} after its restart`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves a signed-in customer without one failed request while both instances restart in turn', async () => {
    const page = await browser.newPage({ baseUrl: topology.origin });
    await logInThroughTheBalancer(page, 'sophie.ward@example.co.uk', topology.origin);
    await openDashboard(page);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // A second tab of the same browser: it loads the account pages while the first asks for the session's status.
    const accountTab = await page.context().newPage();

    const watched = watchRequests(page.context());
    const firstLogLine = topology.balancer.requests().length;
    const statusChecks = repeat(async () => {
      await page.evaluate(async (paths) => {
        await Promise.all(paths.map(async (path) => (await fetch(path)).text()));
      }, sessionStatusPaths);
    });
    const pageLoads = repeat(async () => {
      for (const path of [dashboardPath, '/gb/']) {
        await accountTab.goto(path);
        await accountTab.getByRole('heading', { level: 1 }).waitFor();
        // Every request of the page has its answer before the next one leaves (none is cut off as aborted).
        await accountTab.waitForLoadState('networkidle');
      }
    });

    for (const instance of topology.instances) {
      await instance.stop();
      await instance.start();
      await backInRotation(instance, topology.balancer.requests().length);
    }

    const loopErrors = [...(await statusChecks.stop()), ...(await pageLoads.stop())];
    const { requests, failures } = watched.stop();
    const balanced = topology.balancer.requests().slice(firstLogLine);
    const passedOn = balanced.filter((request) => request.upstreams.length > 1).length;
    console.log(
      `rolling restart: ${requests} requests, ${failures.length} failed (${balanced.length} reached nginx, the rest the browser's cache; nginx passed ${passedOn} on to the other instance after a refusal)`,
    );
    expect(failures).toEqual([]);
    expect(loopErrors).toEqual([]);
    // …and nginx answered none of them with an error of its own (a 502 when no instance took the request).
    expect(
      balanced.filter((request) => request.status >= 500).map((request) => `${request.status} ${request.uri}`),
    ).toEqual([]);
    // The instances were really away while the browser asked: nginx found one refusing and asked the other.
    expect(passedOn).toBeGreaterThan(0);

    // The account pages still work after the restart: the marketing preferences load for the signed-in customer.
    await openDashboard(page);
    await waitForHydration(page);
    const title = catalogueText(locale, 'marketing.title');
    await page.getByRole('main').getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: catalogueText(locale, 'marketing.submit') }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('ends a session on instance B within a second of its logout on instance A', async () => {
    const page = await browser.newPage({ baseUrl: topology.origin });
    await logInThroughTheBalancer(page, 'noah.price@example.co.uk', topology.origin);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'shop_session');
    if (!session) throw new Error('the login set no shop session cookie');
    const cookie = `shop_session=${session.value}`;
    const [first, second] = topology.instances;
    const statusOn = (instance: ServerInstance) => statusOf(`${instance.url}/gb/e/authentication/status`, { cookie });
    // Instance B has validated the session, so it answers it from its session cache (docs/decisions/011).
    expect(await statusOn(second)).toBe(200);

    expect(await statusOf(`${first.url}/gb/e/logout`, { cookie })).toBe(200);
    const loggedOutAt = performance.now();
    let refusedAfterMs: number | undefined;
    while (refusedAfterMs === undefined && performance.now() - loggedOutAt <= 1000) {
      if ((await statusOn(second)) === 401) refusedAfterMs = performance.now() - loggedOutAt;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(
      `session revocation: instance B refused the session ${refusedAfterMs === undefined ? 'not within 1000' : Math.round(refusedAfterMs)} ms after the logout on instance A`,
    );
    expect(refusedAfterMs, 'instance B still accepts the session a second after the logout').toBeDefined();

    // The browser, through the balancer, is signed out as well.
    await page.goto('/gb/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await page.request.get('/gb/e/authentication/status')).status()).toBe(401);
    await expectNoAxeViolations(page);
  });
});
