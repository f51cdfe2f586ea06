import { reportReceiversApi as api } from '@console/contract/report-receivers/api';
import { recordChange } from '../../audit/record.ts';
import { conflict } from '../../http/errors.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import './failed-records-report.ts';
import { reportTypes } from '../../kit/report-csv.ts';
import { reportSendJob } from './send.ts';
import {
  createReceiver,
  deleteReceiver,
  findReceiver,
  receiverOf,
  receiversSource,
  updateReceiver,
} from './service.ts';

export const NOTHING_TO_RETRY = 'Only a failed send can be retried: this receiver sends at its next time';

/** E-mail report receivers (product-families §7 Reports), and Retry, which sends one now. */
export function reportReceiversRoutes(routes: FamilyRoutes): void {
  routes.list(api.list, (c) => receiversSource(c.db, c.tenant, c.query));
  routes.add(api.types, () => reportTypes());
  routes.add(api.create, (c) => createReceiver(c.db, c.actor, c.tenant, c.body));
  routes.add(api.get, async (c) => receiverOf(await findReceiver(c.db, c.tenant, c.params.id)));
  routes.add(api.update, (c) => updateReceiver(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.remove, (c) => deleteReceiver(c.db, c.actor, c.tenant, c.params.id));
  routes.add(api.retry, async ({ db, actor, tenant, params }) => {
    // The queue's tables are made outside the transaction (queue.ts: opening inside one would wait behind it).
    await routes.ctx.jobs.open();
    return db.transaction(async (tx) => {
      const receiver = await findReceiver(tx, tenant, params.id);
      // Retry sends a failed send again; a receiver whose last send went, or that has none yet,
      // sends at its next time (an extra e-mail is not what Retry offers).
      if (receiver.lastError === null) throw conflict(NOTHING_TO_RETRY);
      const jobId = await routes.ctx.jobs.enqueue(reportSendJob, { receiverId: receiver.id }, { tx });
      await recordChange(tx, actor, {
        action: 'reportReceiver.retry',
        entityId: receiver.id,
        changes: { jobId: { to: jobId } },
      });
      return receiverOf(receiver);
    });
  });
}
