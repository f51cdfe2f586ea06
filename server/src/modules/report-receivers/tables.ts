import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByCompany } from '../../db/schema/companies.ts';
import { staffUsers } from '../../db/schema/staff.ts';

/**
 * An e-mail report receiver (modules/report-receivers): a report type, its filters, a schedule and
 * recipients. `next_send_at` is when the schedule next falls due; the dispatch job finds the due
 * receivers of every company through the partial index on it. The last send's outcome is kept on
 * the row (last_sent_at, last_error), which the Receivers page shows.
 */
export const reportReceivers = pgTable(
  'report_receivers',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    isTest: boolean('is_test').notNull().default(false),
    reportType: text('report_type').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    hour: integer('hour').notNull(),
    weekday: integer('weekday'),
    monthDay: integer('month_day'),
    recipients: text('recipients').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_receivers_company').on(t.companyId, t.isTest, t.id),
    index('report_receivers_due')
      .on(t.nextSendAt, t.id)
      .where(sql`${t.enabled}`),
  ],
);
