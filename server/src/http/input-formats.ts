import type { Ajv } from 'ajv';
import { Format } from 'typebox/format';
import { isBoundedDateTime, isBoundedDay } from '@console/contract/kit';
import { isTimeZone } from '../lib/time-zones.ts';

/**
 * A date and a date-time are the contract's (kit/dates.ts), wherever a schema names the format: a
 * real calendar day of the years DATE_MIN_YEAR to DATE_MAX_YEAR, and an instant on one with its time
 * zone. Ajv's own formats take any year from 0000 to 9999, and the day after 9999-12-31 is no ISO day
 * (a series of days ran on forever); PostgreSQL has no year 0 (a query failed, 500).
 */
export const BOUNDED_FORMATS = {
  date: isBoundedDay,
  'date-time': isBoundedDateTime,
  // A time zone is one of the ids the console lists (GET /api/Lookups/TimeZones): every call that
  // stores one names the format (the contract's accounts `timeZoneId`), so none stores 'Mars/Olympus'.
  'time-zone': isTimeZone,
} as const;

/** Registers the bounded formats with the request validator (input.ts, after Ajv's own formats). */
export function addBoundedFormats(ajv: Pick<Ajv, 'addFormat'>): void {
  for (const [name, validate] of Object.entries(BOUNDED_FORMATS))
    ajv.addFormat(name, { type: 'string', validate });
}

/**
 * The same formats for TypeBox's checks (Value.Check: a report receiver's saved filters are read by
 * the call's schema, kit/report-csv.ts), so no path into a report takes a year the calls refuse.
 */
for (const [name, validate] of Object.entries(BOUNDED_FORMATS)) Format.Set(name, validate);
