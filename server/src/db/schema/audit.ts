import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change: who, when and what. `changes` holds the fields that changed as
 * {field: {from, to}} (secrets are recorded as changed, never with their values).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    companyId: integer('company_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, { from?: unknown; to?: unknown }>>(),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_entity').on(t.entityType, t.entityId),
    index('audit_log_company_at').on(t.companyId, t.at),
    // The audit pages' filters (modules/audit): each an equality within the company, latest first.
    index('audit_log_company_type_at').on(t.companyId, t.entityType, t.at, t.id),
    index('audit_log_company_action_at').on(t.companyId, t.action, t.at, t.id),
    index('audit_log_company_actor_at').on(t.companyId, sql`lower(${t.actorName})`, t.at, t.id),
  ],
);
