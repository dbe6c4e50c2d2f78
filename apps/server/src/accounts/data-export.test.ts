import { describe, expect, it } from 'vitest';
import { consentRecordCsv, dataExportOf, exportFileName } from './data-export.ts';
import type { ConsentEventRow, PersonalData } from './personal-data-repository.ts';

const at = (time: string) => new Date(`2026-11-${time}Z`);

function consentEvent(uid: string, consentId: string, isGranted: boolean, recordedAt: string): ConsentEventRow {
  const kind = consentId.includes('ewsletter') ? 'subscription' : 'preference';
  return {
    uid,
    consentId,
    kind,
    isGranted,
    docVersion: '2.0',
    locale: 'de-CH',
    market: 'CH',
    channel: 'registration',
    recordedAt: at(recordedAt),
  };
}

const personalData: PersonalData = {
  profile: {
    uid: 'uid-1',
    market: 'CH',
    email: 'mia@example.ch',
    firstName: 'Mia',
    lastName: 'Keller',
    locale: 'de-CH',
    birthDate: '1990-04-01',
    isVerified: true,
    clubMember: false,
    createdAt: at('01T08:00:00'),
    updatedAt: at('02T08:00:00'),
  },
  consentEvents: [
    consentEvent('uid-1', 'terms-statement', true, '01T08:00:00'),
    consentEvent('uid-1', 'newsletter', true, '01T08:00:01'),
    consentEvent('lite-1', 'loyaltyNewsletter', true, '01T09:00:00'),
    consentEvent('uid-1', 'newsletter', false, '03T10:00:00'),
  ],
  newsletterOnlySubscriber: { uid: 'lite-1', email: 'Mia@example.ch' },
  pendingEmailChange: { newEmail: 'mia.new@example.ch', expiresAt: at('04T10:00:00') },
  passkeys: [],
  devices: [],
  sessions: [],
  carts: [
    {
      guid: 'cart-1',
      siteId: 'nordhem-ch',
      cartType: 'WEBSHOP',
      createdAt: at('01T08:00:00'),
      updatedAt: at('01T08:00:00'),
    },
  ],
  cartEntries: [
    { cartGuid: 'cart-1', entryNumber: 0, productCode: 'P1', productName: 'Kettle', quantity: 2 },
    { cartGuid: 'other-cart', entryNumber: 0, productCode: 'P2', productName: 'Toaster', quantity: 1 },
  ],
};

describe('dataExportOf', () => {
  it('derives the current consents from the record: the latest event of each, in first-seen order', () => {
    const { consents } = dataExportOf(personalData, { generatedAt: at('03T12:00:00'), market: 'CH' });
    expect(consents.record.map(({ consentId, isGranted }) => [consentId, isGranted])).toEqual([
      ['terms-statement', true],
      ['newsletter', true],
      ['newsletter', false],
    ]);
    expect(consents.current.map(({ consentId, isGranted }) => [consentId, isGranted])).toEqual([
      ['terms-statement', true],
      ['newsletter', false],
    ]);
  });

  it('lists the newsletters of the account and of the newsletter-only subscription of the same address', () => {
    const { newsletterSubscriptions } = dataExportOf(personalData, { generatedAt: at('03T12:00:00'), market: 'CH' });
    expect(newsletterSubscriptions).toEqual([
      expect.objectContaining({ subscriptionId: 'newsletter', source: 'account', isSubscribed: false }),
      expect.objectContaining({
        subscriptionId: 'loyaltyNewsletter',
        source: 'newsletter-only',
        email: 'Mia@example.ch',
        isSubscribed: true,
      }),
    ]);
  });

  it.each([
    ['pending', '04T09:59:59'],
    ['expired', '04T10:00:00'],
  ])('names a requested e-mail change %s when the export is made at %s', (status, generatedAt) => {
    const { loginIdentifiers } = dataExportOf(personalData, { generatedAt: at(generatedAt), market: 'CH' });
    expect(loginIdentifiers.emailChanges).toEqual([
      { newEmail: 'mia.new@example.ch', status, expiresAt: '2026-11-04T10:00:00.000Z' },
    ]);
  });

  it('puts each cart entry in its own cart', () => {
    const { carts } = dataExportOf(personalData, { generatedAt: at('03T12:00:00'), market: 'CH' });
    expect(carts).toEqual([
      expect.objectContaining({
        site: 'nordhem-ch',
        entries: [{ entryNumber: 0, productCode: 'P1', productName: 'Kettle', quantity: 2 }],
      }),
    ]);
  });
});

describe('consentRecordCsv', () => {
  it("has the account's own events only, oldest first, under the export's field names", () => {
    expect(consentRecordCsv(personalData).split('\r\n')).toEqual([
      '\uFEFFrecordedAt,consentId,kind,isGranted,docVersion,locale,market,channel',
      '2026-11-01T08:00:00.000Z,terms-statement,preference,true,2.0,de-CH,CH,registration',
      '2026-11-01T08:00:01.000Z,newsletter,subscription,true,2.0,de-CH,CH,registration',
      '2026-11-03T10:00:00.000Z,newsletter,subscription,false,2.0,de-CH,CH,registration',
      '',
    ]);
  });
});

describe('exportFileName', () => {
  it('names the file by what it is and the day in UTC', () => {
    expect(exportFileName('data-export', 'json', new Date('2026-11-27T23:59:59+00:00'))).toBe(
      'shopfront-data-export-2026-11-27.json',
    );
    expect(exportFileName('consent-record', 'csv', new Date('2026-11-28T00:30:00+01:00'))).toBe(
      'shopfront-consent-record-2026-11-27.csv',
    );
  });
});
