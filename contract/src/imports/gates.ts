import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The imports family and its gate, plain data apart from its schemas (api.ts): the web's route
 * table reads the gate without loading typebox and the schemas up front.
 */

/**
 * The Dashboard's imports (product-families §2 "Import/UsersDevices and Import/TeamMembersLocations"):
 * a CSV file of one online customer's users and devices, or of its locations and their teams. The
 * spec shows the screens only; the calls, the columns and the rules are ours:
 *
 * - GET …/Template answers the CSV template: the header row and one example row per kind of record.
 * - POST …/{customerId}/Preview reads the file (multipart, field `file`), checks every row against
 *   the rules and the customer's records, and answers what an import would do, writing nothing.
 * - POST …/{customerId} checks the same file the same way; with any error it is refused (400, the
 *   rows named) and nothing is written; otherwise it is queued as a background job, which checks it
 *   again against the records as they are then and writes everything in one transaction or nothing.
 * - GET /api/Import/Jobs/{id} follows that job: its progress, then its result.
 *
 * Rows are matched to records by login (users, across every account, whatever the case), serial
 * (devices, within the customer) and name (locations, within the customer, whatever the case), so
 * importing the same file twice changes nothing the second time. An empty cell leaves a stored value
 * as it is (a new record takes the default), so a file can carry only the columns it means to set.
 * Nothing is ever deleted by an import: a record or team member missing from the file stays.
 */
export const importsFamily = defineFamily('imports', {
  gate: { module: Module.Veriscan },
  changes: Permission.RunImports,
});
