import { manualValidationApi, manualValidationFamily } from '@console/contract/manual-validation/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// Manual validation (product-families §7): every call a descriptor of the contract.

/** What a reviewer's change makes stale: the queue and the items. */
const CHANGES = [queryKeys.family(manualValidationFamily.name)];

/** How often the queue reloads while open: others work it too. */
export const QUEUE_REFRESH_MS = 30_000;

export const useReviewQueue = () =>
  useUrlList(manualValidationApi.list, { refetchInterval: QUEUE_REFRESH_MS });
export const useReviewItem = (id: number) => useEndpoint(manualValidationApi.item, { params: { id } });
export const useClaimItem = () => useEndpointMutation(manualValidationApi.claim, { invalidates: CHANGES });
export const useSetReviewStatus = () =>
  useEndpointMutation(manualValidationApi.setStatus, { invalidates: CHANGES });
export const useDecideItem = () =>
  useEndpointMutation(manualValidationApi.decision, { invalidates: CHANGES });
export const useTryVerifying = () =>
  useEndpointMutation(manualValidationApi.tryVerifying, { invalidates: CHANGES });

/** Where an item's image is served from: GET images with its stored reference. */
export const reviewImageSrc = (imageUrl: string) =>
  `${manualValidationApi.images.path}?imageUrl=${encodeURIComponent(imageUrl)}`;
