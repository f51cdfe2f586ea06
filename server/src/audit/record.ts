import { auditEntityTypeOf, type AuditAction, type AuditChanges } from '@console/contract/kit';
import type { Queryable } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who made a change, as every service receives it from the route. */
export interface Actor {
  id: number | null;
  name: string;
  companyId: number | null;
  requestId?: string;
}

export type Changes = AuditChanges;

/** Fields whose values are never written to the log: only the fact they changed. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'token', 'secret']);

/** The fields that differ between two versions of a record, secrets masked. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = SECRET_FIELDS.has(key) ? { to: '(changed)' } : { from, to };
  }
  return changes;
}

/**
 * Records one change; call it inside the transaction that makes the change. The action is one of
 * the audit catalogue's (contract/src/kit/audit.ts), which files it under its entity type.
 */
export async function recordChange(
  db: Queryable,
  actor: Actor,
  entry: { action: AuditAction; entityId: string | number; changes?: Changes },
): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

/**
 * Records a change that may have changed nothing (an update that sent the values the record had):
 * an entry only when `changes` (a diff) holds a field, so the log lists what changed.
 */
export async function recordChangeIfAny(
  db: Queryable,
  actor: Actor,
  entry: { action: AuditAction; entityId: string | number; changes: Changes },
): Promise<void> {
  if (Object.keys(entry.changes).length) await recordChange(db, actor, entry);
}

/** One change as its audit row. */
const auditRow = (
  actor: Actor,
  entry: { action: AuditAction; entityId: string | number; changes?: Changes },
) => ({
  actorId: actor.id,
  actorName: actor.name,
  companyId: actor.companyId,
  action: entry.action,
  entityType: auditEntityTypeOf(entry.action),
  entityId: String(entry.entityId),
  changes: entry.changes ?? null,
  requestId: actor.requestId ?? null,
});

/** Rows per statement when many changes are recorded at once. */
const BULK_ENTRIES = 1000;

/**
 * Records many changes at once (an import's, one per record it wrote), a thousand rows a
 * statement; call it inside the transaction that makes them.
 */
export async function recordChanges(
  db: Queryable,
  actor: Actor,
  entries: readonly { action: AuditAction; entityId: string | number; changes?: Changes }[],
): Promise<void> {
  for (let at = 0; at < entries.length; at += BULK_ENTRIES) {
    await db
      .insert(auditLog)
      .values(entries.slice(at, at + BULK_ENTRIES).map((entry) => auditRow(actor, entry)));
  }
}
