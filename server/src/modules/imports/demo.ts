import { and, asc, eq } from 'drizzle-orm';
import { IMPORT_TEMPLATE_ROWS } from '@console/contract/imports/api';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import {
  accountProducts,
  accountUsers,
  customerAccounts,
  devices,
  locations,
  products,
} from '../../db/schema.ts';

/**
 * The import templates import as downloaded (issue 29): their rows name a location (a device's
 * Location) and users (Team Member Login) that must already be the customer's. The demo gives them
 * to the online customer the Import pages list first (by name, of the main company): the
 * templates' location, with the address its Team Members & Locations row gives and a scanner, and
 * their team members as users of the customer. Read from the templates themselves, so a changed template
 * changes the demo with it.
 */

const cells = (column: string) => [
  ...new Set(
    Object.values(IMPORT_TEMPLATE_ROWS)
      .flat()
      .map((row) => row[column]?.trim() ?? '')
      .filter(Boolean),
  ),
];

/** 'jane.doe' -> Jane Doe. */
const nameOf = (login: string) => {
  const [first = login, last = ''] = login
    .split(/[._-]/)
    .map((part) => part[0]?.toUpperCase() + part.slice(1));
  return { firstName: first, lastName: last || 'Customer' };
};

/** The customer the templates are for: the main company's first live online customer by name. */
export async function templateCustomer(db: Queryable, companyId: number) {
  const [customer] = await db
    .select({ id: customerAccounts.id, name: customerAccounts.name })
    .from(customerAccounts)
    .innerJoin(accountProducts, eq(accountProducts.accountId, customerAccounts.id))
    .innerJoin(
      products,
      and(eq(products.id, accountProducts.productId), eq(products.projectId, Project.VsOnline)),
    )
    .where(and(eq(customerAccounts.companyId, companyId), eq(customerAccounts.isTest, false)))
    .orderBy(asc(customerAccounts.name), asc(customerAccounts.id))
    .limit(1);
  return customer;
}

export async function seedImportsDemo(db: Queryable, companyId: number): Promise<void> {
  const customer = await templateCustomer(db, companyId);
  if (!customer) return;
  const rows = IMPORT_TEMPLATE_ROWS.TeamMembersLocations;
  const locationNames = cells('Location');
  if (locationNames.length) {
    const placed = await db
      .insert(locations)
      .values(
        locationNames.map((name) => {
          const given = rows.find((row) => row.Location === name) ?? {};
          return {
            companyId,
            accountId: customer.id,
            name,
            address1: given['Address 1'] ?? '',
            address2: given['Address 2'] ?? '',
            city: given.City ?? '',
            state: given.State ?? '',
            zip: given.Zip ?? '',
            ...(given['Time Zone'] ? { timeZoneId: given['Time Zone'] } : {}),
          };
        }),
      )
      .returning({ id: locations.id, name: locations.name });
    // A scanner at each, as every demo location has devices (the template's device is another).
    await db.insert(devices).values(
      placed.map((location, n) => ({
        companyId,
        accountId: customer.id,
        locationId: location.id,
        kind: 'Scanner',
        name: `${location.name} Scanner`,
        serial: `SCN-T${customer.id}-${n + 1}`,
        appVersion: '4.3.2',
      })),
    );
  }
  const logins = cells('Team Member Login');
  if (logins.length) {
    const domain = customer.name.toLowerCase().replaceAll(' ', '-');
    await db.insert(accountUsers).values(
      logins.map((userName) => ({
        accountId: customer.id,
        userName,
        ...nameOf(userName),
        email: `${userName}@${domain}.example`,
      })),
    );
  }
}
