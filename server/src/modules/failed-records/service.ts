import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CARD_CHECK_RECORDS,
  type CardCheck,
  type DeviceCardCheck,
  type FailedRecord,
  type FailedRecordCreate,
  type FailedRecordsQuery,
  type FailedRecordUpdate,
} from '@console/contract/failed-records/api';
import { isTooFarAhead } from '@console/contract/kit';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { failedVerificationRecords } from '../validation-settings/tables.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { containsAny, exactCount, type ListSource, type SortKey } from '../../kit/list.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { momentInDays, refuseBadPeriod } from '../../kit/day-period.ts';

/**
 * Failed verification records (product-families §7 "/api/FailedVerificationRecords/"). A record is
 * kept by its card id (the document number, upper-case, so a check is one probe of the
 * (company, test, card) index); the list sorts and filters on indexed columns of the company's
 * records (failedAt, cardId, id). Records belong to the company's live or test data as its
 * customer account does (Test Mode).
 */

const f = failedVerificationRecords;

/** A card id as kept: trimmed, upper-case (document numbers are compared without case). */
export const cardKey = (cardId: string) => cardId.trim().toUpperCase();

const ofTenant = (tenant: Tenant): SQL => inTenant(f, tenant);

type RecordRow = typeof f.$inferSelect & { accountName: string };

const recordOf = (row: RecordRow): FailedRecord => ({
  id: row.id,
  accountId: row.accountId,
  accountName: row.accountName,
  cardId: row.cardId,
  personName: row.personName,
  documentType: row.documentType,
  failureReason: row.failureReason,
  failedAt: row.failedAt.toISOString(),
  requestId: row.requestId,
  source: row.source,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const selectRecords = (db: Queryable, extra: object = {}) =>
  db
    .select({
      id: f.id,
      companyId: f.companyId,
      accountId: f.accountId,
      isTest: f.isTest,
      cardId: f.cardId,
      personName: f.personName,
      documentType: f.documentType,
      failureReason: f.failureReason,
      failedAt: f.failedAt,
      requestId: f.requestId,
      source: f.source,
      notes: f.notes,
      createdAt: f.createdAt,
      updatedAt: f.updatedAt,
      accountName: customerAccounts.name,
      ...extra,
    })
    .from(f)
    .innerJoin(customerAccounts, eq(customerAccounts.id, f.accountId))
    .$dynamic();

const SORTS = {
  failedAt: { column: f.failedAt },
  cardId: { column: f.cardId },
  id: { column: f.id },
} satisfies Record<string, SortKey>;

/** GET /api/FailedVerificationRecords: the filters of product-families §3, in SQL. */
export function failedRecordsSource(
  db: Queryable,
  tenant: Tenant,
  query: FailedRecordsQuery,
): ListSource<RecordRow, FailedRecord> {
  refuseBadPeriod(query.dateFrom, query.dateTo);
  const where = and(
    ofTenant(tenant),
    momentInDays(f.failedAt, query),
    query.custId === undefined ? undefined : eq(f.accountId, query.custId),
    containsAny(query.searchQuery ?? '', [f.cardId, f.personName]),
  );
  return {
    select: (extra) => selectRecords(db, extra),
    where,
    sorts: SORTS,
    tieBreak: f.id,
    count: () => exactCount(db, f, where),
    toItem: recordOf,
  };
}

async function findRecord(tx: Queryable, tenant: Tenant, id: number): Promise<RecordRow> {
  const [row] = await selectRecords(tx).where(and(ofTenant(tenant), eq(f.id, id)));
  if (!row) throw notFound('The failed verification record');
  return row;
}

/** The tenant's customer account a record is for; another company's answers on the field. */
async function accountOf(tx: Queryable, tenant: Tenant, accountId: number) {
  const [account] = await tx
    .select({ id: customerAccounts.id, name: customerAccounts.name })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.id, accountId), inTenant(customerAccounts, tenant)));
  if (!account) throw validationError({ accountId: ['Customer is not one of this company’s customers'] });
  return account;
}

const fieldsOf = (input: FailedRecordUpdate) => ({
  cardId: cardKey(input.cardId),
  personName: (input.personName ?? '').trim(),
  documentType: input.documentType ?? null,
  failureReason: input.failureReason.trim(),
  failedAt: new Date(input.failedAt),
  notes: (input.notes ?? '').trim(),
});

function refuseFuture(failedAt: Date, now: Date): void {
  if (isTooFarAhead(failedAt, now)) {
    throw validationError({ failedAt: ['Failed At is in the future'] });
  }
}

const auditable = (
  row: Omit<ReturnType<typeof fieldsOf>, 'documentType'> & { documentType: string | null },
) => ({ ...row, failedAt: row.failedAt.toISOString() });

/** POST /api/FailedVerificationRecords/create. */
export async function createRecord(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  input: FailedRecordCreate,
  now = new Date(),
): Promise<FailedRecord> {
  const fields = fieldsOf(input);
  refuseFuture(fields.failedAt, now);
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, tenant, input.accountId);
    const [row] = await tx
      .insert(f)
      .values({
        ...fields,
        companyId: tenant.companyId,
        accountId: account.id,
        isTest: tenant.testMode,
        source: 'manual',
      })
      .returning();
    if (!row) throw new Error('the record was not stored');
    await recordChange(tx, actor, {
      action: 'failedRecord.create',
      entityId: row.id,
      changes: diff(null, { accountId: account.id, ...auditable(fields) }),
    });
    return recordOf({ ...row, accountName: account.name });
  });
}

/** POST /api/FailedVerificationRecords/{id}. */
export async function updateRecord(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  id: number,
  input: FailedRecordUpdate,
  now = new Date(),
): Promise<FailedRecord> {
  const fields = fieldsOf(input);
  refuseFuture(fields.failedAt, now);
  return db.transaction(async (tx) => {
    const before = await findRecord(tx, tenant, id);
    const [row] = await tx
      .update(f)
      .set({ ...fields, updatedAt: now })
      .where(eq(f.id, id))
      .returning();
    if (!row) throw notFound('The failed verification record');
    await recordChangeIfAny(tx, actor, {
      action: 'failedRecord.update',
      entityId: id,
      changes: diff(
        auditable({
          cardId: before.cardId,
          personName: before.personName,
          documentType: before.documentType,
          failureReason: before.failureReason,
          failedAt: before.failedAt,
          notes: before.notes,
        }),
        auditable(fields),
      ),
    });
    return recordOf({ ...row, accountName: before.accountName });
  });
}

/** DELETE /api/FailedVerificationRecords/{id}. */
export async function deleteRecord(db: Db, actor: Actor, tenant: Tenant, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRecord(tx, tenant, id);
    await tx.delete(f).where(eq(f.id, id));
    await recordChange(tx, actor, {
      action: 'failedRecord.delete',
      entityId: id,
      changes: diff(
        { cardId: before.cardId, accountId: before.accountId, failureReason: before.failureReason },
        null,
      ),
    });
  });
}

/** How often and when a card failed, among the records `where` selects. */
async function cardSummary(db: Queryable, where: SQL) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${f.failedAt})` })
    .from(f)
    .where(where);
  const count = row?.count ?? 0;
  return { count, lastFailedAt: row?.last ? new Date(row.last).toISOString() : null };
}

/** GET /api/FailedVerificationRecords/CheckCardId/{id}: the company's records of the card. */
export async function checkCardId(db: Queryable, tenant: Tenant, cardId: string): Promise<CardCheck> {
  const key = cardKey(cardId);
  const where = and(ofTenant(tenant), eq(f.cardId, key)) as SQL;
  const [summary, rows] = await Promise.all([
    cardSummary(db, where),
    selectRecords(db).where(where).orderBy(desc(f.failedAt), desc(f.id)).limit(CARD_CHECK_RECORDS),
  ]);
  return { cardId: key, failed: summary.count > 0, ...summary, records: rows.map(recordOf) };
}

/**
 * The product API's check: only the records of the token's own customer account, and no names.
 * A device asks before it accepts a card again; another customer's failures are that customer's.
 */
export async function deviceCardCheck(
  db: Queryable,
  account: { companyId: number; accountId: number; isTest: boolean },
  cardId: string,
): Promise<DeviceCardCheck> {
  const key = cardKey(cardId);
  const summary = await cardSummary(
    db,
    and(
      eq(f.companyId, account.companyId),
      eq(f.isTest, account.isTest),
      eq(f.cardId, key),
      eq(f.accountId, account.accountId),
    ) as SQL,
  );
  return { cardId: key, failed: summary.count > 0, ...summary };
}
