import {
  validationSettingsApi as api,
  validationSettingsEtag,
} from '@console/contract/validation-settings/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { productApi } from '../activity/product-api.ts';
import {
  createException,
  deleteException,
  getValidationSettings,
  publishedSettings,
  syncSettings,
  toggleCheck,
  updateException,
} from './service.ts';

/** Whether an If-None-Match header names the ETag (a list, or `*`; weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Validation settings (product-families §7), every staff call behind the ValidationSettings module. */
export function validationSettingsRoutes(routes: FamilyRoutes): void {
  routes.add(api.get, (c) => getValidationSettings(c.db, c.tenant));
  routes.add(api.toggle, (c) => toggleCheck(c.db, c.actor, c.tenant, c.body));
  routes.add(api.createException, (c) => createException(c.db, c.actor, c.tenant, c.body));
  routes.add(api.updateException, (c) => updateException(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.deleteException, (c) => deleteException(c.db, c.actor, c.tenant, c.params.id));
  routes.add(api.sync, (c) => syncSettings(c.db, c.actor, c.tenant));

  // The product API: a device polls with the ETag it holds and gets 304 until the next sync.
  const productAccountOfCall = productApi(routes.ctx);
  routes.add(
    api.published,
    async ({ db, request, reply }) => {
      const account = await productAccountOfCall(request, reply);
      const settings = await publishedSettings(db, account.companyId);
      const etag = validationSettingsEtag(account.companyId, settings.version);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return settings;
    },
    { authenticate: productAccountOfCall },
  );
}
