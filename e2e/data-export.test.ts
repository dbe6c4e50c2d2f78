import { describe, expect, it } from 'vitest';
import { openDashboard } from './support/account-dashboard.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { downloadedBytes } from './support/download.ts';

const email = 'emily.carter@example.com';

describe('the data export from the account dashboard (GDPR Art. 15 and 20)', () => {
  const browser = useBrowser();

  it('downloads all the customer’s data as JSON and the consent record as CSV, and says that a download started', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/us', email, 'en-US');
    const consents = page.getByRole('region', { name: catalogueText('en-US', 'dashboard.consents.title') });
    const allData = consents.getByRole('link', { name: catalogueText('en-US', 'dashboard.consents.downloadAll') });
    const consentRecord = consents.getByRole('link', {
      name: catalogueText('en-US', 'dashboard.consents.downloadConsentRecord'),
    });
    await allData.waitFor();
    await expectNoAxeViolations(page);

    const [json] = await Promise.all([page.waitForEvent('download'), allData.click()]);
    expect(json.suggestedFilename()).toMatch(/^shopfront-data-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse((await downloadedBytes(json)).toString('utf8'));
    expect(exported).toMatchObject({
      schemaVersion: 1,
      market: 'US',
      profile: { firstName: 'Emily', lastName: 'Carter', locale: 'en-US' },
      loginIdentifiers: { email },
    });
    expect(exported.consents.record.length).toBeGreaterThan(0);
    expect(exported.carts[0].entries.length).toBeGreaterThan(0);
    // The dashboard's own sessions are in it, with their device and without any token (other tests of the run may
    // have signed the same demo customer in on other browsers: those devices are there too).
    const deviceIds: unknown[] = exported.devices.map((device: { id: unknown }) => device.id);
    expect(exported.sessions).toContainEqual(expect.objectContaining({ deviceId: expect.toBeOneOf(deviceIds) }));
    const status = consents.getByRole('status').filter({
      hasText: catalogueText('en-US', 'dashboard.consents.downloadStarted'),
    });
    await status.waitFor();
    await expectNoAxeViolations(page);

    const [csv] = await Promise.all([page.waitForEvent('download'), consentRecord.click()]);
    expect(csv.suggestedFilename()).toMatch(/^shopfront-consent-record-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(rows[0]).toBe('recordedAt,consentId,kind,isGranted,docVersion,locale,market,channel');
    expect(rows.slice(1, -1)).toHaveLength(exported.consents.record.length);
    expect(rows[1]?.split(',')[1]).toBe(exported.consents.record[0].consentId);
    await expectNoAxeViolations(page);
  });
});
