import { randomBytes } from 'node:crypto';
import { type DeviceBrowser, type DevicePlatform, describeUserAgent } from '@shopfront/core';
import { revokeOAuthGrant } from '../accounts/account-access.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { SessionCache, SessionTable } from '../sessions/session-cache.ts';

/** A device as the dashboard lists it. */
export interface SignedInDevice {
  /** The device's public id: what the dashboard signs out by (never the cookie's device id). */
  readonly id: string;
  readonly browser: DeviceBrowser;
  readonly platform: DevicePlatform;
  readonly market: string;
  readonly signedInAt: Date;
  readonly lastActiveAt: Date;
  /** The device of the session that asked. */
  readonly isCurrent: boolean;
}

export interface DeviceLogin {
  readonly uid: string;
  readonly deviceId: string;
  readonly market: string;
  readonly userAgent: string | undefined;
}

/** A device's last activity is written at most this often (per device and instance, and per device in the table). */
const activityIntervalMs = 60_000;
/** Devices whose activity this instance remembers writing; past this many the memory starts over. */
const activityMemoryLimit = 10_000;

export interface EndedSession {
  readonly table: SessionTable;
  readonly tokenHash: string;
}

const sessionTables: readonly SessionTable[] = ['idp_sessions', 'shop_sessions', 'experience_sessions'];

/** A device counts as signed in while any of its sessions lives. */
const hasLiveSession = sessionTables
  .map(
    (table) =>
      `exists (select 1 from ${table} s where s.uid = d.uid and s.device_id = d.device_id and s.expires_at > $2)`,
  )
  .join(' or ');

/**
 * The account's signed-in devices (docs/decisions/021-signed-in-devices.md): one row per account and browser, and the
 * way to end everything one device holds — its identity, shop and experience sessions and its OAuth grants with their
 * tokens. The session rows' trigger announces each ended session on the revocation feed, so every instance refuses
 * them within a second; this instance forgets them at once.
 */
export class SignedInDevices {
  /** Per `uid:deviceId`, when this instance last wrote the device's activity (performance.now()). */
  private readonly activityWritten = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
    private readonly cache?: SessionCache,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** A login on the device: it is (again) signed in now, described by the browser it used this time. */
  async recordLogin(login: DeviceLogin): Promise<void> {
    const { browser, platform } = describeUserAgent(login.userAgent);
    const now = this.now();
    await this.database.query(
      `insert into signed_in_devices (id, uid, device_id, market, browser, platform, signed_in_at, last_active_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)
       on conflict (uid, device_id) do update
         set market = excluded.market, browser = excluded.browser, platform = excluded.platform,
             signed_in_at = excluded.signed_in_at, last_active_at = excluded.last_active_at`,
      [randomBytes(12).toString('base64url'), login.uid, login.deviceId, login.market, browser, platform, now],
    );
    this.activityWritten.set(`${login.uid}:${login.deviceId}`, this.monotonicMs());
  }

  /** Whether the account has signed in on any device before (its first login is not a new device worth a notice). */
  async hasSignedInBefore(uid: string): Promise<boolean> {
    const rows = await this.database.query(`select 1 from signed_in_devices where uid = $1 limit 1`, [uid]);
    return rows.length > 0;
  }

  /** A session of the device was used: its last activity moves on, written at most once a minute. */
  async touch(uid: string, deviceId: string | null): Promise<void> {
    if (!deviceId) return;
    const key = `${uid}:${deviceId}`;
    const written = this.activityWritten.get(key);
    const nowMs = this.monotonicMs();
    if (written !== undefined && nowMs - written < activityIntervalMs) return;
    if (this.activityWritten.size >= activityMemoryLimit) this.activityWritten.clear();
    this.activityWritten.set(key, nowMs);
    const now = this.now();
    await this.database.query(
      `update signed_in_devices set last_active_at = $3
       where uid = $1 and device_id = $2 and last_active_at < $4`,
      [uid, deviceId, now, new Date(now.getTime() - activityIntervalMs)],
    );
  }

  /** The devices with a live session, the most recently active first. */
  async list(uid: string, currentDeviceId: string | null): Promise<SignedInDevice[]> {
    return this.database.query<SignedInDevice>(
      `select d.id, d.browser, d.platform, d.market, d.signed_in_at as "signedInAt", d.last_active_at as "lastActiveAt",
              coalesce(d.device_id = $3, false) as "isCurrent"
       from signed_in_devices d
       where d.uid = $1 and (${hasLiveSession})
       order by d.last_active_at desc, d.id`,
      [uid, this.now(), currentDeviceId],
    );
  }

  /** The OAuth grant was issued to this device: signing the device out revokes it. */
  async linkGrant(grantId: string, uid: string, deviceId: string, expiresAt: Date): Promise<void> {
    await this.database.query(
      `insert into device_grants (grant_id, uid, device_id, expires_at) values ($1, $2, $3, $4)
       on conflict (grant_id) do nothing`,
      [grantId, uid, deviceId, expiresAt],
    );
  }

  /** The device a grant was issued to (the experience session opened with its access token belongs to it). */
  async deviceOfGrant(grantId: string): Promise<string | null> {
    const [link] = await this.database.query<{ deviceId: string }>(
      `select device_id as "deviceId" from device_grants where grant_id = $1`,
      [grantId],
    );
    return link?.deviceId ?? null;
  }

  /** Ends everything the device of public id `id` holds; false when the account has no such device. */
  async signOut(uid: string, id: string): Promise<boolean> {
    const ended = await this.database.transaction(async (transaction) => {
      const [device] = await transaction.query<{ deviceId: string }>(
        `delete from signed_in_devices where uid = $1 and id = $2 returning device_id as "deviceId"`,
        [uid, id],
      );
      return device ? this.endDevices(transaction, uid, `device_id = $2`, [device.deviceId]) : undefined;
    });
    this.forget(ended ?? []);
    return ended !== undefined;
  }

  /**
   * Ends every session and grant of the account except the current device's: other devices, and sessions that name
   * no device (opened before devices were recorded).
   */
  async signOutOthers(uid: string, currentDeviceId: string): Promise<void> {
    const ended = await this.database.transaction(async (transaction) => {
      await transaction.query(`delete from signed_in_devices where uid = $1 and device_id <> $2`, [
        uid,
        currentDeviceId,
      ]);
      return this.endDevices(transaction, uid, `device_id is distinct from $2`, [currentDeviceId]);
    });
    this.forget(ended);
  }

  /**
   * Ends every session and grant of the account on every device inside the caller's transaction (an account
   * deletion); the caller hands the result to `forget` once the transaction has committed.
   */
  async endAll(transaction: Queryable, uid: string): Promise<EndedSession[]> {
    await transaction.query(`delete from signed_in_devices where uid = $1`, [uid]);
    return this.endDevices(transaction, uid, 'true', []);
  }

  /** The ended sessions' notifications reach this instance a moment after the commit: it forgets them now. */
  forget(ended: readonly EndedSession[]): void {
    for (const { table, tokenHash } of ended) this.cache?.forget(table, tokenHash);
  }

  private async endDevices(
    transaction: Queryable,
    uid: string,
    deviceCondition: string,
    parameters: readonly unknown[],
  ): Promise<EndedSession[]> {
    const ended: EndedSession[] = [];
    const grantIds = new Set<string>();
    for (const table of sessionTables) {
      const rows = await transaction.query<{ tokenHash: string; grantId: string | null }>(
        `delete from ${table} where uid = $1 and ${deviceCondition}
         returning token_hash as "tokenHash", ${table === 'experience_sessions' ? 'grant_id' : 'null'} as "grantId"`,
        [uid, ...parameters],
      );
      for (const row of rows) {
        ended.push({ table, tokenHash: row.tokenHash });
        if (row.grantId) grantIds.add(row.grantId);
      }
    }
    const grants = await transaction.query<{ grantId: string }>(
      `delete from device_grants where uid = $1 and ${deviceCondition} returning grant_id as "grantId"`,
      [uid, ...parameters],
    );
    for (const { grantId } of grants) grantIds.add(grantId);
    for (const grantId of grantIds) await revokeOAuthGrant(transaction, grantId);
    return ended;
  }
}
