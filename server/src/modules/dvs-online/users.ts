import { and, eq } from 'drizzle-orm';
import {
  DVS_ONLINE_RECENT_DAYS,
  type DvsOnlineUser,
  type DvsOnlineUserItem,
  type DvsOnlineUsersQuery,
} from '@console/contract/dvs-online/api';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, requestDailyRollups } from '../../db/schema.ts';
import type { ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import {
  ACCOUNT_ITEM_COLUMNS,
  projectAccountsSource,
  productIn,
  productScope,
  accountSorts,
  withLastScanText,
  type LastScanRow,
} from '../accounts/product-scope.ts';
import { daySeries, rolledUpDays } from '../activity/day-series.ts';

/**
 * DIVE Online users (contract/src/dvs-online/api.ts): the tenant's customer accounts with the company's
 * DIVE Online product, through the product accounts' kit (accounts/product-scope.ts). The account is
 * the accounts family's; this family only reads it.
 */

const scope = productScope(Project.DvsOnline, 'The DIVE Online user');

/** The company's DIVE Online product ids. */
export const dvsOnlineProductIds = scope.productIds;

/** The DIVE Online user (an account with the product) with this id; 404 for any other account. */
export const findDvsOnlineUser = scope.findAccount;

const itemColumns = { ...ACCOUNT_ITEM_COLUMNS, lastScan: customerAccounts.lastScan };

type UserRow = LastScanRow<DvsOnlineUserItem>;

const toItem = (row: UserRow): DvsOnlineUserItem => withLastScanText(row);

/** Each sort on an index led by the tenant scope (schema/accounts.ts). */
const SORTS = accountSorts('id', 'name', 'lastScan');

/** GET /api/DvsOnline/Users. */
export const dvsOnlineUsersSource = (
  db: Queryable,
  tenant: Tenant,
  query: DvsOnlineUsersQuery,
): Promise<ListSource<UserRow, DvsOnlineUserItem>> =>
  projectAccountsSource(db, tenant, Project.DvsOnline, { query, columns: itemColumns, sorts: SORTS, toItem });

/** GET /api/DvsOnline/Users/{id}: the user and its requests of the last 30 days, from the rollups. */
export async function getDvsOnlineUser(
  db: Queryable,
  tenant: Tenant,
  id: number,
  now = new Date(),
): Promise<DvsOnlineUser> {
  const { account, productIds } = await findDvsOnlineUser(db, tenant, id);
  const r = requestDailyRollups;
  const range = { dateFrom: addDays(utcDay(now), -(DVS_ONLINE_RECENT_DAYS - 1)), dateTo: utcDay(now) };
  const rows = await rolledUpDays(
    db,
    r,
    and(eq(r.accountId, account.id), productIn(r.productId, productIds)),
    range,
  );
  return {
    ...toItem({
      id: account.id,
      name: account.name,
      contactName: account.contactName,
      active: account.active,
      lastScan: account.lastScan,
    }),
    recent: daySeries(range, rows).totals,
  };
}
