import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema.ts';
import type { TestContext } from './harness.ts';

/** The audit entries of one action on one record, in the order they were written. */
export const auditEntries = (t: TestContext, action: string, entityId: number | string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
