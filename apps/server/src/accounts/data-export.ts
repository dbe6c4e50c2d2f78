import { type DataExport, type DataExportConsentEvent, dataExportSchemaVersion } from '@shopfront/api';
import { spreadsheetCsv } from '@shopfront/core';
import type { ConsentEventRow, PersonalData } from './personal-data-repository.ts';

export interface DataExportContext {
  readonly generatedAt: Date;
  /** The market of the session that asked. */
  readonly market: string;
}

function consentEventOf(event: ConsentEventRow): DataExportConsentEvent {
  return {
    consentId: event.consentId,
    kind: event.kind,
    isGranted: event.isGranted,
    docVersion: event.docVersion,
    locale: event.locale,
    market: event.market,
    channel: event.channel,
    recordedAt: event.recordedAt.toISOString(),
  };
}

/** The latest event of each consent (events oldest first), in the order the consents first appear. */
function latestPerConsent(events: readonly ConsentEventRow[]): ConsentEventRow[] {
  const latest = new Map<string, ConsentEventRow>();
  for (const event of events) latest.set(event.consentId, event);
  return [...latest.values()];
}

function subscriptionsOf(data: PersonalData): DataExport['newsletterSubscriptions'] {
  const { profile, newsletterOnlySubscriber, consentEvents } = data;
  type Source = { readonly uid: string; readonly email: string; readonly source: 'account' | 'newsletter-only' };
  const sources: Source[] = [{ uid: profile.uid, source: 'account', email: profile.email }];
  if (newsletterOnlySubscriber) sources.push({ ...newsletterOnlySubscriber, source: 'newsletter-only' });
  return sources.flatMap(({ uid, source, email }) =>
    latestPerConsent(consentEvents.filter((event) => event.uid === uid && event.kind === 'subscription')).map(
      (event) => ({
        subscriptionId: event.consentId,
        source,
        email,
        isSubscribed: event.isGranted,
        docVersion: event.docVersion,
        changedAt: event.recordedAt.toISOString(),
      }),
    ),
  );
}

/** The account's own consent events, oldest first. */
function consentRecordOf(data: PersonalData): ConsentEventRow[] {
  return data.consentEvents.filter((event) => event.uid === data.profile.uid);
}

/** The data export (`data-export.schema.json`) of what `PersonalDataRepository` read. */
export function dataExportOf(data: PersonalData, { generatedAt, market }: DataExportContext): DataExport {
  const { profile } = data;
  const record = consentRecordOf(data);
  return {
    schemaVersion: dataExportSchemaVersion,
    generatedAt: generatedAt.toISOString(),
    market,
    profile: {
      uid: profile.uid,
      market: profile.market,
      firstName: profile.firstName,
      lastName: profile.lastName,
      locale: profile.locale,
      birthDate: profile.birthDate,
      createdAt: profile.createdAt.toISOString(),
      updatedAt: profile.updatedAt.toISOString(),
    },
    loginIdentifiers: {
      email: profile.email,
      isEmailVerified: profile.isVerified,
      emailChanges: data.pendingEmailChange
        ? [
            {
              newEmail: data.pendingEmailChange.newEmail,
              status: data.pendingEmailChange.expiresAt > generatedAt ? 'pending' : 'expired',
              expiresAt: data.pendingEmailChange.expiresAt.toISOString(),
            },
          ]
        : [],
    },
    consents: { current: latestPerConsent(record).map(consentEventOf), record: record.map(consentEventOf) },
    club: { isMember: profile.clubMember },
    newsletterSubscriptions: subscriptionsOf(data),
    passkeys: data.passkeys.map((passkey) => ({
      name: passkey.deviceName,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      backupEligible: passkey.backupEligible,
      backedUp: passkey.backedUp,
      transports: passkey.transports,
    })),
    devices: data.devices.map((device) => ({
      id: device.id,
      browser: device.browser,
      platform: device.platform,
      market: device.market,
      signedInAt: device.signedInAt.toISOString(),
      lastActiveAt: device.lastActiveAt.toISOString(),
    })),
    sessions: data.sessions.map((session) => ({
      service: session.service,
      deviceId: session.deviceId,
      signedInAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
    carts: data.carts.map((cart) => ({
      site: cart.siteId,
      type: cart.cartType,
      createdAt: cart.createdAt.toISOString(),
      updatedAt: cart.updatedAt.toISOString(),
      entries: data.cartEntries
        .filter((entry) => entry.cartGuid === cart.guid)
        .map(({ entryNumber, productCode, productName, quantity }) => ({
          entryNumber,
          productCode,
          productName,
          quantity,
        })),
    })),
  };
}

const consentRecordColumns = [
  'recordedAt',
  'consentId',
  'kind',
  'isGranted',
  'docVersion',
  'locale',
  'market',
  'channel',
] as const satisfies readonly (keyof DataExportConsentEvent)[];

/** The account's consent record, oldest first, as a spreadsheet CSV with the export's field names as its header. */
export function consentRecordCsv(data: PersonalData): string {
  return spreadsheetCsv(
    consentRecordColumns,
    consentRecordOf(data)
      .map(consentEventOf)
      .map((event) => consentRecordColumns.map((column) => event[column])),
  );
}

/** The attachment's file name: what it is and the day (UTC) it was made, e.g. `shopfront-data-export-2026-11-27.json`. */
export function exportFileName(kind: 'data-export' | 'consent-record', extension: 'json' | 'csv', at: Date): string {
  return `shopfront-${kind}-${at.toISOString().slice(0, 10)}.${extension}`;
}
