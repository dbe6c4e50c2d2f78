import { chromium } from 'playwright-core';
import { startDemoServer } from '../e2e/support/demo-server.ts';
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 400)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 300)));
  await page.goto('/gb/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Accept analytics' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const t0 = Date.now();
  page.on('request', (r) => { if (r.resourceType() === 'script') console.log('REQ', Date.now() - t0, r.url().replace(server.baseUrl, '')); });
  await page.goto('/gb/login?target_url=%2Fgb%2Fe%2Faccount%2Fdashboard');
  console.log('loaded', Date.now() - t0);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail address').fill('oliver.bennett@example.co.uk');
  await form.getByLabel('Password', { exact: true }).fill('Nordhem-Demo-2026');
  console.log('filled', Date.now() - t0, await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))));
  await page.waitForTimeout(1500);
  console.log('disabled', await form.getByRole('button', { name: 'Log in', exact: true }).isDisabled());
} finally { await browser.close(); await server.dispose(); }
