import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, ownedByCompany } from './companies.ts';

/** The provider's staff: the settings users of console-core §3. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    comments: text('comments').notNull().default(''),
    /** argon2id; never selected into an answer. */
    passwordHash: text('password_hash').notNull(),
    timeZoneId: text('time_zone_id').notNull().default('Central Standard Time'),
    isDaylightSavingTime: boolean('is_daylight_saving_time').notNull().default(true),
    active: boolean('active').notNull().default(true),
    readOnly: boolean('read_only').notNull().default(false),
    /**
     * The company last chosen: the default of the user's next session (each session administers
     * its own, `sessions.administered_company_id`).
     */
    administeredCompanyId: integer('administered_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    /**
     * The TOTP authenticator's shared secret (RFC 6238), sealed like a partner secret (kit/secrets.ts,
     * context `staff:<id>:totp`): the server must read it back to check a code, so it cannot be
     * hashed. Null until an enrolment is confirmed with a first code.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Logins are unique whatever their case.
    uniqueIndex('staff_users_user_name').on(sql`lower(${t.userName})`),
    // The settings users list sorts case-insensitively and filters by a contains-match
    // (modules/settings-users/store.ts searchText: keep the expression identical).
    index('staff_users_first_name').on(sql`lower(${t.firstName})`),
    index('staff_users_last_name').on(sql`lower(${t.lastName})`),
    index('staff_users_email').on(sql`lower(${t.email})`),
    index('staff_users_search').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.userName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/** Admin, Super Admin, Checkpoint. The settings user's `admin` flag is the Admin role. */
export const staffUserRoles = pgTable(
  'staff_user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** The companies a staff user may administer (the company selector's list). */
export const staffUserCompanies = pgTable(
  'staff_user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    companyId: ownedByCompany(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The company this session administers; the user's other sessions (browsers, devices) keep theirs. */
    administeredCompanyId: integer('administered_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    /** The password was right and a second factor is still owed: the session opens nothing yet. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A staff user's one-time recovery codes (SHA-256 of each), for a lost authenticator. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
