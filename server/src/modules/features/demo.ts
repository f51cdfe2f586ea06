import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * Switches of the demo's own below the customer, so that the Features screens show "set here" as
 * well as inherited: every fifth location of the main company has Watchlist screening off, and every
 * seventh user of its customers has Data export off. Chosen by id, so the same rows every time.
 */
export async function seedFeaturesDemo(db: Queryable, companyId: number): Promise<void> {
  await db.execute(sql`
    insert into location_features (location_id, feature_id, enabled)
    select l.id, f.id, false
    from locations l join features f on f.name = 'watchlistScreening'
    where l.company_id = ${companyId} and l.id % 5 = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into account_user_features (account_user_id, feature_id, enabled)
    select u.id, f.id, false
    from account_users u
    join customer_accounts a on a.id = u.account_id
    join features f on f.name = 'dataExport'
    where a.company_id = ${companyId} and u.id % 7 = 0
    on conflict do nothing`);
}
