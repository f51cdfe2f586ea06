// The tables the platform and the kit share: companies, staff, tokens, customer accounts, product
// activity, the audit log. Each family's own are in its folder (modules/<family>/tables.ts);
// drizzle-kit reads both to generate migrations (drizzle.config.ts).
export * from './schema/companies.ts';
export * from './schema/staff.ts';
export * from './schema/audit.ts';
export * from './schema/tokens.ts';
export * from './schema/accounts.ts';
export * from './schema/rate-counters.ts';
export * from './schema/activity.ts';
export * from './schema/evidence.ts';
