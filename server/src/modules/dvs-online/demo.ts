import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import type { Random } from '../../demo/random.ts';
import { seedProductRequests } from '../activity/demo.ts';

/**
 * The demo's DIVE Online requests: every demo account with DIVE Online (the accounts demo gives it
 * to about a third) gets a few requests per device over the last 90 days, in every status, with
 * what the document showed, through the activity kit's generator, and its rollups recounted as
 * the product API keeps them: the users list, a user's page and the success statistics show data
 * on a fresh start.
 */
export async function seedDvsOnlineDemo(db: Queryable, random: Random, companyIds: readonly number[]) {
  await seedProductRequests(db, random, {
    project: Project.DvsOnline,
    companyIds,
    days: 90,
    perDevice: 3,
    externalIdPrefix: 'demo-online',
    results: 'document',
  });
}
