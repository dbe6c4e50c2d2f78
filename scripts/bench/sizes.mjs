// What a host downloads, measured in the browser as a shopper's browser fetches it: every script and style sheet until
// the page is idle (downloads.mjs), React apart where the host is assumed to have it.
import { join } from 'node:path';
import { preview } from 'vite';
import { logIn } from '../../e2e/support/login-form.ts';
import { freePort } from '../../test/free-port.ts';
import { kib, listFiles, reactPaths, recordDownloads, scripts, styleSheets, without } from './downloads.mjs';
import { seededCustomers, signIn } from './sign-in.mjs';

const locale = 'en-GB';

/** The dialogs besides login, by the name a host sends on the bus, and what the table calls them. */
const otherDialogs = [
  ['forgot-password', 'forgot-password'],
  ['change-password', 'change-password'],
  ['change-email', 'change-email'],
  ['consent', 'consent (profile completion)'],
  ['newsletter-consent', 'newsletter-consent'],
  ['club-consent', 'club-consent'],
];

const sendOpen = (page, dialog) =>
  page.evaluate(
    (dialog) => window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog } })),
    dialog,
  );

/** The plain-HTML host page of the demo (apps/site/public/plain-host): the loader's tag and the host's own files. */
async function openPlainHost(context, baseUrl) {
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  await page.goto(`${baseUrl}/plain-host/`);
  const loaded = await downloads.settle();
  return { page, downloads, loader: loaded.filter((download) => !download.path.startsWith('/plain-host/')) };
}

/**
 * The widget on the plain host page, through the standalone loader (its own build, apps/site/vite.loader.config.ts):
 * the loader alone; the first login open (widget only, and with React for a host without it); the login submit's
 * extra code (an unknown address, so the page stays); and each other dialog's extra over the loader and login, each
 * opened first on a fresh page (empty cache) of a signed-in customer.
 */
export async function widgetFigures(browser, baseUrl, siteDist) {
  const react = reactPaths(siteDist, 'loader-manifest.json');
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, downloads, loader } = await openPlainHost(anonymous, baseUrl);
  await sendOpen(page, 'login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().waitFor();
  const login = [...loader, ...(await downloads.settle())];
  const reactFiles = login.filter((download) => react.has(download.path));
  const loginWidgetOnly = login.filter((download) => !react.has(download.path));
  await logIn(page, 'nobody.here@example.co.uk', 'Not-The-Password-2026', locale);
  await dialog.getByRole('alert').first().waitFor();
  const loginSubmit = without(await downloads.settle(), login);
  await anonymous.close();

  const customer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signIn(await customer.newPage(), baseUrl, seededCustomers.sizes);
  const signedIn = await customer.storageState();
  await customer.close();
  const extras = [];
  for (const [name, label] of otherDialogs) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: signedIn });
    const host = await openPlainHost(context, baseUrl);
    await sendOpen(host.page, name);
    const extra = without(await host.downloads.settle(), login);
    listFiles(`${label}, extra after login`, extra);
    extras.push({ what: `  + ${label}, extra after login`, value: kib(extra), budget: 12, unit: 'KiB' });
    await context.close();
  }
  listFiles('loader', loader);
  listFiles('login first open, with React', login);
  listFiles('login submit, extra', loginSubmit);
  return [
    { what: 'React 19 + react-dom/client (our build)', value: kib(reactFiles), unit: 'KiB' },
    { what: 'loader alone (before any open)', value: kib(loader), budget: 2, unit: 'KiB' },
    {
      what: 'login first open, widget only (host has React)',
      value: kib(loginWidgetOnly),
      budget: 20,
      unit: 'KiB',
    },
    { what: 'login first open, with React', value: kib(login), budget: 80, unit: 'KiB', besidePeers: true },
    ...extras,
    { what: '  + login submit, extra (the login flow)', value: kib(loginSubmit), unit: 'KiB' },
  ];
}

/** The demo's own home page, server-rendered and hydrated: its scripts until idle (router, page, shell), React apart. */
export async function demoHomeFigures(browser, baseUrl, siteDist) {
  const react = reactPaths(siteDist, 'manifest.json');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  await page.goto(`${baseUrl}/gb/`);
  const home = scripts(await downloads.settle()).filter((download) => !react.has(download.path));
  await context.close();
  listFiles('demo home page', home);
  return [{ what: `demo home page ${locale} JS without React (router, page, shell)`, value: kib(home), unit: 'KiB' }];
}

/**
 * The shell as a shop gets it: examples/shell-host (header and footer on a page of the shop's own) built from the
 * published packages, served by `vite preview` with the API proxied to the demo server. Counted: what the page fetched
 * until it was rendered and idle, before anything is clicked — the lazily loaded data calls of a first visit
 * included — React apart (a shop has it anyway).
 */
export async function shellFigures(browser, apiBaseUrl, repositoryRoot, shellHostDist) {
  const react = reactPaths(shellHostDist, 'manifest.json');
  const port = await freePort();
  process.env.SHOPFRONT_API = apiBaseUrl;
  process.env.SHELL_HOST_OUT_DIR = shellHostDist;
  const nodeEnvironment = process.env.NODE_ENV;
  const server = await preview({
    configFile: join(repositoryRoot, 'examples/shell-host/vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  // Vite sets NODE_ENV=production in this process; what the bench starts later (the shop example's npm install,
  // which would leave out its devDependencies, and a demo server, which would refuse to run) must not inherit it.
  if (nodeEnvironment === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnvironment;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const downloads = recordDownloads(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    // Rendered: the navigation measured with the site's categories, and the footer's forms.
    await page.locator('.sf-navigation[data-fit="measured"][aria-busy="false"]').waitFor();
    await page.getByRole('contentinfo').getByRole('form').first().waitFor();
    const shell = (await downloads.settle()).filter((download) => !react.has(download.path));
    listFiles('shell', shell);
    return [
      {
        what: `shell JS, ${locale}, without React (header + footer, a shop's page)`,
        value: kib(scripts(shell)),
        budget: 25,
        unit: 'KiB',
      },
      { what: "shell CSS (header + footer, a shop's page)", value: kib(styleSheets(shell)), budget: 10, unit: 'KiB' },
    ];
  } finally {
    await context.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}
