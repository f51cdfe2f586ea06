import { powerBiApi as api } from '@console/contract/power-bi/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { deleteToken, getSettings, saveSettings } from './service.ts';

/** Power BI (product-families §7): GET {customerId}, POST Save, DELETE Token (customerId in the body). */
export function powerBiRoutes(routes: FamilyRoutes): void {
  const { secrets } = routes.ctx;
  routes.add(api.get, (c) => getSettings(c.db, c.tenant, c.params.customerId));
  routes.add(api.save, (c) => saveSettings(c.db, secrets, c.actor, c.tenant, c.body));
  routes.add(api.deleteToken, (c) => deleteToken(c.db, c.actor, c.tenant, c.body.customerId));
}
