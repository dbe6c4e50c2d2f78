import { chromium } from 'playwright-core';
import { startDemoServer } from '../e2e/support/demo-server.ts';
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  const html = await (await fetch(`${server.baseUrl}/gb/login`)).text();
  console.log(html.match(/<link[^>]*modulepreload[^>]*>/g)?.map((l) => l.match(/href="([^"]*)"/)?.[1]).filter((h) => h?.includes('en-GB')).join(' '));
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  const t0 = Date.now();
  page.on('request', (r) => { if (r.resourceType() === 'script' && r.url().includes('en-GB')) console.log('REQ', Date.now() - t0, r.url().replace(server.baseUrl, '')); });
  page.on('load', () => console.log('LOAD', Date.now() - t0));
  await page.goto('/gb/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail address').fill('oliver.bennett@example.co.uk');
  console.log('filled', Date.now() - t0);
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  console.log('hydrated', Date.now() - t0);
  await form.getByLabel('Password', { exact: true }).fill('Nordhem-Demo-2026');
  console.log('disabled', await form.getByRole('button', { name: 'Log in', exact: true }).isDisabled());
} finally { await browser.close(); await server.dispose(); }
