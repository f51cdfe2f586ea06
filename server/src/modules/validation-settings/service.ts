import { and, asc, eq, sql } from 'drizzle-orm';
import { checkTitle } from '@console/contract/dvs/result';
import {
  VALIDATION_CHECK_NAMES,
  type PublishedValidationSettings,
  type ValidationException,
  type ValidationExceptionInput,
  type ValidationSettings,
  type ValidationSyncResult,
  type ValidationToggle,
} from '@console/contract/validation-settings/api';
import { diff, recordChange, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { validationChecks, validationExceptions, validationSettingsVersions } from './tables.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { utcDay } from '../../lib/days.ts';

/**
 * Validation settings (product-families §4 "a toggle, exceptions that are created, changed or
 * deleted, and a sync"). Staff change the company's working settings (the checks' switches and
 * the exceptions); every change is audited and marks the settings changed. Sync publishes them as
 * the next version: a snapshot the product API answers from one row, so a device's poll costs one
 * primary-key read, and its ETag (the version) answers 304 while nothing new was published.
 */

const x = validationExceptions;
const v = validationSettingsVersions;

type ExceptionRow = typeof x.$inferSelect;

const exceptionOf = (row: ExceptionRow, today: string): ValidationException => ({
  id: row.id,
  subjectType: row.subjectType,
  subject: row.subject,
  check: row.check,
  reason: row.reason,
  expiresOn: row.expiresOn,
  expired: row.expiresOn !== null && row.expiresOn < today,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every check of the catalogue with its switch (a check without a row is on). */
async function checksOf(db: Queryable, companyId: number) {
  const rows = await db
    .select({ check: validationChecks.check, enabled: validationChecks.enabled })
    .from(validationChecks)
    .where(eq(validationChecks.companyId, companyId));
  const switched = new Map(rows.map((row) => [row.check, row.enabled]));
  return VALIDATION_CHECK_NAMES.map((name) => ({
    name,
    title: checkTitle(name),
    enabled: switched.get(name) ?? true,
  }));
}

const exceptionsOf = (db: Queryable, companyId: number) =>
  db.select().from(x).where(eq(x.companyId, companyId)).orderBy(asc(x.check), asc(x.subject), asc(x.id));

async function versionOf(db: Queryable, companyId: number) {
  const [row] = await db.select().from(v).where(eq(v.companyId, companyId));
  return row;
}

/** GET /api/ValidationSettings. */
export async function getValidationSettings(
  db: Queryable,
  tenant: Tenant,
  now = new Date(),
): Promise<ValidationSettings> {
  const [checks, exceptions, version] = await Promise.all([
    checksOf(db, tenant.companyId),
    exceptionsOf(db, tenant.companyId),
    versionOf(db, tenant.companyId),
  ]);
  const today = utcDay(now);
  return {
    checks,
    exceptions: exceptions.map((row) => exceptionOf(row, today)),
    version: version?.version ?? 0,
    publishedAt: version?.publishedAt?.toISOString() ?? null,
    unpublishedChanges:
      !!version?.changedAt && (!version.publishedAt || version.changedAt > version.publishedAt),
  };
}

/** The working settings changed: the next sync has something to publish. */
async function markChanged(tx: Queryable, companyId: number, at: Date): Promise<void> {
  await tx
    .insert(v)
    .values({ companyId, changedAt: at })
    .onConflictDoUpdate({ target: v.companyId, set: { changedAt: at } });
}

/** POST /api/ValidationSettings/toggle. */
export async function toggleCheck(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  input: ValidationToggle,
): Promise<ValidationSettings> {
  await db.transaction(async (tx) => {
    const before = (await checksOf(tx, tenant.companyId)).find((c) => c.name === input.check);
    await tx
      .insert(validationChecks)
      .values({ companyId: tenant.companyId, check: input.check, enabled: input.enabled })
      .onConflictDoUpdate({
        target: [validationChecks.companyId, validationChecks.check],
        set: { enabled: input.enabled },
      });
    if (before?.enabled === input.enabled) return;
    await markChanged(tx, tenant.companyId, new Date());
    await recordChange(tx, actor, {
      action: 'validationCheck.toggle',
      entityId: tenant.companyId,
      changes: { [input.check]: { from: before?.enabled ?? true, to: input.enabled } },
    });
  });
  return getValidationSettings(db, tenant);
}

const DUPLICATE = 'An exception for this document or person and check exists already';

/** An exception's input as stored: the expiry may not lie in the past when it is set. */
function valuesOf(input: ValidationExceptionInput, now: Date) {
  const expiresOn = input.expiresOn ?? null;
  if (expiresOn !== null && expiresOn < utcDay(now)) {
    throw validationError({ expiresOn: ['Expires On is in the past'] });
  }
  return {
    subjectType: input.subjectType,
    subject: input.subject,
    check: input.check,
    reason: input.reason.trim(),
    expiresOn,
  };
}

const refuseDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw validationError({ subject: [DUPLICATE] });
  throw error;
};

const auditable = (row: ExceptionRow) => ({
  subjectType: row.subjectType,
  subject: row.subject,
  check: row.check,
  reason: row.reason,
  expiresOn: row.expiresOn,
});

/** POST /api/ValidationSettings/ValidationExceptions. */
export async function createException(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  input: ValidationExceptionInput,
  now = new Date(),
): Promise<ValidationException> {
  const values = valuesOf(input, now);
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(x)
        .values({ ...values, companyId: tenant.companyId, createdBy: actor.name })
        .returning();
      if (!created) throw new Error('the exception was not stored');
      await markChanged(tx, tenant.companyId, now);
      await recordChange(tx, actor, {
        action: 'validationException.create',
        entityId: created.id,
        changes: diff(null, auditable(created)),
      });
      return created;
    })
    .catch(refuseDuplicate);
  return exceptionOf(row, utcDay(now));
}

async function findException(tx: Queryable, tenant: Tenant, id: number): Promise<ExceptionRow> {
  const [row] = await tx
    .select()
    .from(x)
    .where(and(eq(x.id, id), eq(x.companyId, tenant.companyId)))
    .for('update');
  if (!row) throw notFound('The validation exception');
  return row;
}

/** PUT /api/ValidationSettings/ValidationExceptions/{id}. */
export async function updateException(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  id: number,
  input: ValidationExceptionInput,
  now = new Date(),
): Promise<ValidationException> {
  const row = await db
    .transaction(async (tx) => {
      const before = await findException(tx, tenant, id);
      const values = valuesOf(input, now);
      const [after] = await tx
        .update(x)
        .set({ ...values, updatedAt: now })
        .where(eq(x.id, id))
        .returning();
      if (!after) throw notFound('The validation exception');
      const changes = diff(auditable(before), auditable(after));
      if (Object.keys(changes).length > 0) {
        await markChanged(tx, tenant.companyId, now);
        await recordChange(tx, actor, { action: 'validationException.update', entityId: id, changes });
      }
      return after;
    })
    .catch(refuseDuplicate);
  return exceptionOf(row, utcDay(now));
}

/** DELETE /api/ValidationSettings/ValidationExceptions/{id}. */
export async function deleteException(db: Db, actor: Actor, tenant: Tenant, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findException(tx, tenant, id);
    await tx.delete(x).where(eq(x.id, id));
    await markChanged(tx, tenant.companyId, new Date());
    await recordChange(tx, actor, {
      action: 'validationException.delete',
      entityId: id,
      changes: diff(auditable(before), null),
    });
  });
}

/**
 * POST /api/ValidationSettings/Sync: the working settings published as the next version. The
 * exceptions already expired are left out; the row is locked, so two syncs at once make two
 * versions one after the other, never the same number twice.
 */
export async function syncSettings(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  now = new Date(),
): Promise<ValidationSyncResult> {
  return db.transaction(async (tx) => {
    await tx.insert(v).values({ companyId: tenant.companyId }).onConflictDoNothing();
    const [current] = await tx.select().from(v).where(eq(v.companyId, tenant.companyId)).for('update');
    const version = (current?.version ?? 0) + 1;
    const today = utcDay(now);
    const [checks, exceptions] = await Promise.all([
      checksOf(tx, tenant.companyId),
      exceptionsOf(tx, tenant.companyId),
    ]);
    const published: PublishedValidationSettings = {
      version,
      publishedAt: now.toISOString(),
      checks: checks.map(({ name, enabled }) => ({ name, enabled })),
      exceptions: exceptions
        .filter((row) => row.expiresOn === null || row.expiresOn >= today)
        .map((row) => ({
          subjectType: row.subjectType,
          subject: row.subject,
          check: row.check,
          expiresOn: row.expiresOn,
        })),
    };
    await tx.update(v).set({ version, published, publishedAt: now }).where(eq(v.companyId, tenant.companyId));
    await recordChange(tx, actor, {
      action: 'validationSettings.sync',
      entityId: tenant.companyId,
      changes: {
        version: { from: current?.version ?? 0, to: version },
        exceptions: { to: published.exceptions.length },
      },
    });
    return { version, publishedAt: now.toISOString() };
  });
}

/**
 * What the product API answers a company's devices: the published version, or before the first
 * sync the catalogue's defaults (every check on, no exceptions) as version 0.
 */
export async function publishedSettings(
  db: Queryable,
  companyId: number,
): Promise<PublishedValidationSettings> {
  const [row] = await db
    .select({ published: v.published })
    .from(v)
    .where(and(eq(v.companyId, companyId), sql`${v.published} is not null`));
  if (row?.published) return row.published;
  return {
    version: 0,
    publishedAt: null,
    checks: VALIDATION_CHECK_NAMES.map((name) => ({ name, enabled: true })),
    exceptions: [],
  };
}
