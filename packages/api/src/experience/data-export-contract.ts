import { sapErrorResponses } from './experience-errors.ts';

/**
 * The version of the data export's format (`data-export.schema.json`, docs/data-export.md): a new field keeps it, a
 * removed, renamed or retyped field raises it.
 */
export const dataExportSchemaVersion = 1;

/** ISO 8601 in UTC. */
type Instant = string;

/** One grant or withdrawal of the consent record. */
export interface DataExportConsentEvent {
  readonly consentId: string;
  readonly kind: 'preference' | 'subscription' | 'declaration';
  readonly isGranted: boolean;
  readonly docVersion: string;
  readonly locale: string;
  readonly market: string;
  readonly channel: string;
  readonly recordedAt: Instant;
}

/**
 * Everything the service holds about one customer (GDPR Art. 15 and 20), as `GET account/data-export` answers it:
 * the type of `data-export.schema.json`, which the server's tests validate every export against.
 */
export interface DataExport {
  readonly schemaVersion: typeof dataExportSchemaVersion;
  readonly generatedAt: Instant;
  readonly market: string;
  readonly profile: {
    readonly uid: string;
    readonly market: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly locale: string;
    /** YYYY-MM-DD. */
    readonly birthDate: string | null;
    readonly createdAt: Instant;
    readonly updatedAt: Instant;
  };
  readonly loginIdentifiers: {
    readonly email: string;
    readonly isEmailVerified: boolean;
    readonly emailChanges: readonly {
      readonly newEmail: string;
      readonly status: 'pending' | 'expired';
      readonly expiresAt: Instant;
    }[];
  };
  readonly consents: {
    readonly current: readonly DataExportConsentEvent[];
    readonly record: readonly DataExportConsentEvent[];
  };
  readonly club: { readonly isMember: boolean };
  readonly newsletterSubscriptions: readonly {
    readonly subscriptionId: string;
    readonly source: 'account' | 'newsletter-only';
    readonly email: string;
    readonly isSubscribed: boolean;
    readonly docVersion: string;
    readonly changedAt: Instant;
  }[];
  readonly passkeys: readonly {
    readonly name: string;
    readonly createdAt: Instant;
    readonly lastUsedAt: Instant | null;
    readonly backupEligible: boolean;
    readonly backedUp: boolean;
    readonly transports: readonly string[];
  }[];
  readonly devices: readonly {
    readonly id: string;
    readonly browser: string;
    readonly platform: string;
    readonly market: string;
    readonly signedInAt: Instant;
    readonly lastActiveAt: Instant;
  }[];
  readonly sessions: readonly {
    readonly service: 'identity' | 'shop' | 'experience';
    readonly deviceId: string | null;
    readonly signedInAt: Instant;
    readonly expiresAt: Instant;
  }[];
  readonly carts: readonly {
    readonly site: string;
    readonly type: string;
    readonly createdAt: Instant;
    readonly updatedAt: Instant;
    readonly entries: readonly {
      readonly entryNumber: number;
      readonly productCode: string;
      readonly productName: string;
      readonly quantity: number;
    }[];
  }[];
}

/**
 * `GET account/data-export`: the signed-in customer's data export as a JSON attachment. The body is checked against
 * `data-export.schema.json` by the server's tests; the route sends it as text it wrote (indented, for people who
 * open the file), which Fastify passes through unserialised.
 */
export const dataExportRoute = {
  response: {
    200: {
      description: 'The data export (data-export.schema.json), indented, as an attachment named with the date',
      content: { 'application/json': { schema: { type: 'string' } } },
    },
    ...sapErrorResponses,
  },
} as const;

/** `GET account/data-export/consent-record.csv`: the consent record as a CSV attachment for spreadsheets. */
export const consentRecordCsvRoute = {
  response: {
    200: {
      description: 'The consent record (UTF-8 with BOM, a header row), as an attachment named with the date',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...sapErrorResponses,
  },
} as const;

/** The address of the customer's data export (a JSON download). */
export function dataExportUrl(experienceApiHost: string): string {
  return `${experienceApiHost}account/data-export`;
}

/** The address of the customer's consent record as a CSV download. */
export function consentRecordCsvUrl(experienceApiHost: string): string {
  return `${experienceApiHost}account/data-export/consent-record.csv`;
}
