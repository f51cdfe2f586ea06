import { sql } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { ADDRESS_RESULT_KEY } from '@console/contract/validation-reports/api';
import type { Queryable } from '../../db/client.ts';

/**
 * The demo's address checks (main company): a third of its Veriscan Online ID scans carry the
 * visitor's address as the product would report it (result.address), drawn from the request's id,
 * so the same seed gives the same rows. Most addresses check out; some are not found, some are not
 * valid, and a few could not be validated at all. The request's result is changed in place, so the
 * trigger of the address_validations table files them as it files the product API's. The History
 * Log needs nothing of its own: the DIVE demo's requests carry their checks and the review demo its
 * decisions, which the triggers file as entries.
 */
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Park Blvd', 'Lake Rd', 'Hill St'];

export async function seedValidationReportsDemo(tx: Queryable, companyId: number): Promise<void> {
  const streets = sql`(ARRAY[${sql.join(
    STREETS.map((street) => sql`${street}`),
    sql`, `,
  )}]::text[])`;
  await tx.execute(sql`
    update verification_requests r
    set result = coalesce(r.result, '{}'::jsonb) || jsonb_build_object(${ADDRESS_RESULT_KEY}::text, jsonb_build_object(
      'validated', r.id % 25 <> 0,
      'valid', r.id % 25 <> 0 and r.id % 9 <> 0,
      'found', r.id % 25 <> 0 and r.id % 9 <> 0 and r.id % 7 <> 0,
      'line1', (100 + r.id % 9800)::text || ' ' || ${streets}[1 + (r.id / 3) % ${STREETS.length}],
      'line2', case when r.id % 5 = 0 then 'Apt ' || (1 + r.id % 40)::text else '' end,
      'city', l.city, 'state', l.state, 'zip', l.zip))
    from locations l, products p
    where r.company_id = ${companyId} and r.location_id = l.id and p.id = r.product_id
      and p.project_id = ${Project.VsOnline} and r.service = 'idScan' and r.id % 3 = 0`);
}
