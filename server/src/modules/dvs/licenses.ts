import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IngestRequest } from '@console/contract/activity/api';
import {
  LicenseStatus,
  type License,
  type LicenseCreate,
  type LicenseUpdate,
} from '@console/contract/dvs/api';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { dvsLicenseDevices, dvsLicenses } from './tables.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { usDate, utcDay } from '../../lib/days.ts';
import type { ProductAccount } from '../../platform/product-account.ts';
import { findDvsAccount } from './scope.ts';

/**
 * DIVE licenses (product-families §7 "{id}/Licenses"): a license lets a number of devices report
 * DIVE requests until its last day. Issued, changed (label, limit, expiration, disabled, devices
 * released) and deleted by staff, each audited; devices take their seats when they first report
 * (refuseUnlicensedDevice, the product API's check for DIVE).
 */

type LicenseRow = typeof dvsLicenses.$inferSelect;

function statusOf(row: Pick<LicenseRow, 'disabledAt' | 'expiresOn'>, today: string): License['status'] {
  if (row.disabledAt !== null) return LicenseStatus.Disabled;
  if (row.expiresOn !== null && row.expiresOn < today) return LicenseStatus.Expired;
  return LicenseStatus.Active;
}

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A license key: DIVE-XXXX-XXXX-XXXX-XXXX (80 random bits; it names, it does not authenticate). */
export function newLicenseKey(): string {
  const group = () => Array.from({ length: 4 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
  return ['DIVE', group(), group(), group(), group()].join('-');
}

async function devicesOf(db: Queryable, licenseIds: readonly number[]) {
  if (!licenseIds.length) return new Map<number, License['devices']>();
  const rows = await db
    .select({
      licenseId: dvsLicenseDevices.licenseId,
      serial: dvsLicenseDevices.serial,
      activatedAt: dvsLicenseDevices.activatedAt,
    })
    .from(dvsLicenseDevices)
    .where(inArray(dvsLicenseDevices.licenseId, [...licenseIds]))
    .orderBy(asc(dvsLicenseDevices.activatedAt), asc(dvsLicenseDevices.serial));
  const byLicense = new Map<number, License['devices']>();
  for (const row of rows) {
    const list = byLicense.get(row.licenseId) ?? [];
    list.push({ serial: row.serial, activatedAt: row.activatedAt.toISOString() });
    byLicense.set(row.licenseId, list);
  }
  return byLicense;
}

async function toLicenses(db: Queryable, rows: LicenseRow[], now = new Date()): Promise<License[]> {
  const devices = await devicesOf(
    db,
    rows.map((row) => row.id),
  );
  const today = utcDay(now);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    label: row.label,
    deviceLimit: row.deviceLimit,
    devices: devices.get(row.id) ?? [],
    status: statusOf(row, today),
    disabled: row.disabledAt !== null,
    expirationDate: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  }));
}

/** What the audit log keeps of a license. */
const audited = (license: License) => ({
  key: license.key,
  label: license.label,
  deviceLimit: license.deviceLimit,
  expirationDate: license.expirationDate,
  disabled: license.disabled,
  devices: license.devices.map((d) => d.serial),
});

function refuseExpirationInThePast(expirationDate: string | null | undefined, now: Date): void {
  if (expirationDate && expirationDate < utcDay(now)) {
    throw validationError({ expirationDate: ['Expiration Date cannot be in the past'] });
  }
}

export async function listLicenses(db: Queryable, tenant: Tenant, accountId: number): Promise<License[]> {
  const { account } = await findDvsAccount(db, tenant, accountId);
  const rows = await db
    .select()
    .from(dvsLicenses)
    .where(eq(dvsLicenses.accountId, account.id))
    .orderBy(desc(dvsLicenses.id));
  return toLicenses(db, rows);
}

export async function issueLicense(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: LicenseCreate,
  now = new Date(),
): Promise<License> {
  const { account } = await findDvsAccount(db, tenant, accountId);
  refuseExpirationInThePast(input.expirationDate, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dvsLicenses)
      .values({
        companyId: account.companyId,
        accountId: account.id,
        key: newLicenseKey(),
        label: input.label?.trim() ?? '',
        deviceLimit: input.deviceLimit,
        expiresOn: input.expirationDate ?? null,
        createdBy: actor.name,
      })
      .returning();
    if (!row) throw new Error('license insert returned nothing');
    const [license] = await toLicenses(tx, [row], now);
    if (!license) throw new Error('the license vanished');
    await recordChange(tx, actor, {
      action: 'dvsLicense.issue',
      entityId: row.id,
      changes: { accountId: { to: account.id }, ...diff(null, audited(license)) },
    });
    return license;
  });
}

async function findLicense(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  licenseId: number,
  lock = false,
) {
  const { account } = await findDvsAccount(db, tenant, accountId);
  const query = db
    .select()
    .from(dvsLicenses)
    .where(and(eq(dvsLicenses.accountId, account.id), eq(dvsLicenses.id, licenseId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The license');
  return row;
}

/**
 * Changes a license. Devices named in releaseDevices lose their seat first (a serial the license
 * does not hold is refused, naming it); then the limit may not be below the devices it still holds.
 */
export async function updateLicense(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  licenseId: number,
  input: LicenseUpdate,
  now = new Date(),
): Promise<License> {
  refuseExpirationInThePast(input.expirationDate, now);
  return db.transaction(async (tx) => {
    const row = await findLicense(tx, tenant, accountId, licenseId, true);
    const [before] = await toLicenses(tx, [row], now);
    if (!before) throw new Error('the license vanished');
    const held = new Set(before.devices.map((d) => d.serial));
    const release = input.releaseDevices ?? [];
    const problems: Record<string, string[]> = {};
    release.forEach((serial, index) => {
      if (!held.has(serial))
        problems[`releaseDevices[${index}]`] = [`Device ${serial} holds no seat of this license`];
    });
    const remaining = held.size - new Set(release).size;
    const limit = input.deviceLimit ?? row.deviceLimit;
    if (limit < remaining) {
      problems.deviceLimit = [`${remaining} devices are activated on this license: release some first`];
    }
    if (Object.keys(problems).length) throw validationError(problems);
    if (release.length) {
      await tx
        .delete(dvsLicenseDevices)
        .where(and(eq(dvsLicenseDevices.licenseId, row.id), inArray(dvsLicenseDevices.serial, release)));
    }
    const [saved] = await tx
      .update(dvsLicenses)
      .set({
        ...(input.label !== undefined ? { label: input.label.trim() } : {}),
        deviceLimit: limit,
        ...(input.expirationDate !== undefined ? { expiresOn: input.expirationDate } : {}),
        ...(input.disabled !== undefined
          ? { disabledAt: input.disabled ? sql`coalesce(${dvsLicenses.disabledAt}, now())` : null }
          : {}),
      })
      .where(eq(dvsLicenses.id, row.id))
      .returning();
    if (!saved) throw notFound('The license');
    const [after] = await toLicenses(tx, [saved], now);
    if (!after) throw new Error('the license vanished');
    await recordChangeIfAny(tx, actor, {
      action: 'dvsLicense.update',
      entityId: row.id,
      changes: diff(audited(before), audited(after)),
    });
    return after;
  });
}

/** Deletes a license; its devices lose their seats (and take another license's on their next request). */
export async function deleteLicense(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  licenseId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findLicense(tx, tenant, accountId, licenseId, true);
    const [before] = await toLicenses(tx, [row]);
    await tx.delete(dvsLicenses).where(eq(dvsLicenses.id, row.id));
    await recordChange(tx, actor, {
      action: 'dvsLicense.delete',
      entityId: row.id,
      changes: before ? diff(audited(before), null) : {},
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The product API's check
// ---------------------------------------------------------------------------------------------

export const NO_DEVICE = 'A DIVE request must name its device (deviceSerial): DIVE is licensed per device';

/** Why a seat's license may not be used now, or null. */
function seatRefusal(
  license: Pick<LicenseRow, 'key' | 'disabledAt' | 'expiresOn'>,
  serial: string,
  today: string,
) {
  if (license.disabledAt !== null) return `The DIVE license ${license.key} of device ${serial} is disabled`;
  if (license.expiresOn !== null && license.expiresOn < today) {
    return `The DIVE license ${license.key} of device ${serial} expired on ${usDate(license.expiresOn)}`;
  }
  return null;
}

/**
 * The product API's check of a new DIVE request (registered as the DVS product check): the device
 * must hold a seat on a license that is neither disabled nor expired. A device without a seat takes
 * one on the account's first usable license with room, the account's licenses locked meanwhile so
 * that two devices never take the last seat. Refusals are 403 and say which: no device named, the
 * device's license disabled or expired, no usable license, or every seat taken.
 */
export async function refuseUnlicensedDevice(
  db: Db,
  account: ProductAccount,
  input: IngestRequest,
  now = new Date(),
): Promise<void> {
  const serial = input.deviceSerial;
  if (!serial) throw forbidden(NO_DEVICE);
  const today = utcDay(now);
  const seatOf = (q: Queryable) =>
    q
      .select({ key: dvsLicenses.key, disabledAt: dvsLicenses.disabledAt, expiresOn: dvsLicenses.expiresOn })
      .from(dvsLicenseDevices)
      .innerJoin(dvsLicenses, eq(dvsLicenses.id, dvsLicenseDevices.licenseId))
      .where(and(eq(dvsLicenseDevices.accountId, account.accountId), eq(dvsLicenseDevices.serial, serial)));
  const [seat] = await seatOf(db);
  if (seat) {
    const refusal = seatRefusal(seat, serial, today);
    if (refusal) throw forbidden(refusal);
    return;
  }
  await db.transaction(async (tx) => {
    const licenses = await tx
      .select({
        id: dvsLicenses.id,
        key: dvsLicenses.key,
        deviceLimit: dvsLicenses.deviceLimit,
        disabledAt: dvsLicenses.disabledAt,
        expiresOn: dvsLicenses.expiresOn,
        seats: sql<number>`(select count(*)::int from ${dvsLicenseDevices} where ${dvsLicenseDevices.licenseId} = ${dvsLicenses.id})`,
      })
      .from(dvsLicenses)
      .where(eq(dvsLicenses.accountId, account.accountId))
      .orderBy(asc(dvsLicenses.id))
      .for('update');
    // Another call may have seated this device while we waited for the lock.
    if ((await seatOf(tx)).length) return;
    const usable = licenses.filter((l) => statusOf(l, today) === LicenseStatus.Active);
    const room = usable.find((l) => l.seats < l.deviceLimit);
    if (room) {
      await tx
        .insert(dvsLicenseDevices)
        .values({ accountId: account.accountId, serial, licenseId: room.id, activatedAt: now });
      return;
    }
    if (!licenses.length) throw forbidden('The account has no DIVE license');
    if (!usable.length) {
      const expired = licenses.filter((l) => l.expiresOn !== null && l.expiresOn < today);
      throw forbidden(
        expired.length
          ? `The account's DIVE licenses have expired or are disabled (the last expired on ${usDate(
              expired
                .map((l) => l.expiresOn as string)
                .sort()
                .at(-1) as string,
            )})`
          : "The account's DIVE licenses are disabled",
      );
    }
    const allowed = usable.reduce((sum, l) => sum + l.deviceLimit, 0);
    throw forbidden(
      `Device ${serial} is beyond the ${allowed} device${allowed === 1 ? '' : 's'} the account's DIVE licenses allow`,
    );
  });
}
