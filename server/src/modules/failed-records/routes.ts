import { failedRecordsApi as api } from '@console/contract/failed-records/api';
import { recordChange } from '../../audit/record.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { productApi } from '../activity/product-api.ts';
import {
  checkCardId,
  createRecord,
  deleteRecord,
  deviceCardCheck,
  failedRecordsSource,
  updateRecord,
} from './service.ts';
import { failedRecordsSyncJob } from './sync.ts';

/**
 * Failed verification records (product-families §7). CheckCardId is on both sides: staff see the
 * company's records of the card; a device (product API, its product token) asks whether the card
 * failed at its own customer account before it accepts the card again, and learns only that.
 */
export function failedRecordsRoutes(routes: FamilyRoutes): void {
  routes.list(api.list, (c) => failedRecordsSource(c.db, c.tenant, c.query));
  routes.add(api.create, (c) => createRecord(c.db, c.actor, c.tenant, c.body));
  routes.add(api.update, (c) => updateRecord(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.remove, (c) => deleteRecord(c.db, c.actor, c.tenant, c.params.id));
  routes.add(api.checkCardId, (c) => checkCardId(c.db, c.tenant, c.params.id));
  routes.add(api.sync, async ({ db, actor, tenant }) => {
    // The queue's tables are made outside the transaction (queue.ts: opening inside one would wait behind it).
    await routes.ctx.jobs.open();
    return db.transaction(async (tx) => {
      const jobId = await routes.ctx.jobs.enqueue(
        failedRecordsSyncJob,
        { companyId: tenant.companyId },
        { tx },
      );
      await recordChange(tx, actor, {
        action: 'failedRecords.sync',
        entityId: tenant.companyId,
        changes: { jobId: { to: jobId } },
      });
      return { jobId };
    });
  });

  const productAccountOfCall = productApi(routes.ctx);
  routes.add(
    api.deviceCheck,
    async ({ db, request, reply, params }) => {
      const account = await productAccountOfCall(request, reply);
      reply.header('cache-control', 'private, no-store');
      return deviceCardCheck(db, account, params.id);
    },
    { authenticate: productAccountOfCall },
  );
}
