// Every table, one file per family; drizzle-kit reads this file to generate migrations.
export * from './schema/companies.ts';
export * from './schema/staff.ts';
export * from './schema/audit.ts';
export * from './schema/tokens.ts';
export * from './schema/default-features.ts';
export * from './schema/collector.ts';
export * from './schema/accounts.ts';
export * from './schema/rate-counters.ts';
export * from './schema/activity.ts';
export * from './schema/vsonline.ts';
export * from './schema/customer-site.ts';
export * from './schema/features.ts';
