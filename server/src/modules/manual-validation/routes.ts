import { INT4_MAX, say } from '@console/contract/kit';
import { manualValidationApi, REVIEW_IMAGE_URL_PATTERN } from '@console/contract/manual-validation/api';
import { validationError } from '../../http/errors.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { sendRequestImage } from '../../kit/request-images.ts';
import { createFileStorage } from '../../storage/create.ts';
import {
  claimItem,
  decideItem,
  getReviewItem,
  queueScope,
  queueSource,
  setItemStatus,
  tryVerifying,
} from './service.ts';

const IMAGE_URL = new RegExp(REVIEW_IMAGE_URL_PATTERN);

/** The words of a refused imageUrl: the console serves its own stored images and fetches nothing. */
export const OUTSIDE_IMAGE_URL =
  'Only an image stored with a request in the queue can be shown (requests/{id}/images/{imageId}); the console fetches no other URL';

/**
 * Manual validation (product-families §7): the queue, an item, its images, and a reviewer's changes
 * (claim, SetStatus, Decision, TryVerifying), each behind the family's gate (ValidationSettings) and
 * the changes behind the reviewer roles.
 */
export function manualValidationRoutes(routes: FamilyRoutes): void {
  const api = manualValidationApi;
  const storage = createFileStorage(routes.ctx.config.storage);

  routes.list(api.list, (c) => queueSource(c.db, c.tenant, c.query));
  routes.list(api.listAlias, (c) => queueSource(c.db, c.tenant, c.query));
  routes.add(api.images, ({ db, tenant, query, reply }) => {
    const match = IMAGE_URL.exec(query.imageUrl);
    if (!match) throw validationError({ imageUrl: [OUTSIDE_IMAGE_URL] });
    const [requestId, imageId] = [Number(match[1]), Number(match[2])];
    // Ten digits reach past the id columns (int4): such an id is refused like one in a path.
    if (requestId > INT4_MAX) throw validationError({ imageUrl: [say.tooLarge('The request id', INT4_MAX)] });
    if (imageId > INT4_MAX) throw validationError({ imageUrl: [say.tooLarge('The image id', INT4_MAX)] });
    return sendRequestImage({ db, storage, reply }, queueScope(tenant), requestId, imageId);
  });
  routes.add(api.item, (c) => getReviewItem(c.db, c.tenant, c.actor, c.params.id));
  routes.add(api.claim, (c) => claimItem(c.db, c.tenant, c.actor, c.params.id));
  routes.add(api.setStatus, (c) => setItemStatus(c.db, c.tenant, c.actor, c.params.id, c.body));
  routes.add(api.decision, (c) => decideItem(c.db, c.tenant, c.actor, c.params.id, c.body));
  routes.add(api.tryVerifying, (c) => tryVerifying(c.db, c.tenant, c.actor, c.params.id, routes.ctx.jobs));
}
