import { ApiError } from '../../kit/data/client';

/**
 * The feature toggles' texts. The spec names the toggles (product-families §6) but not their words;
 * these are ours. Why a toggle is locked comes from the server (contract FEATURE_LOCK_REASONS).
 */
export const TEXT = {
  features: 'Features',
  setHere: 'Set here',
  inherited: 'Inherited',
  reset: 'Reset to inherited',
  updated: 'Features updated',
  updateFailed: 'Features update is failed',
  noFeatures: 'The company grants no customer features',
  userFeatures: 'Features',
  setFeatures: 'Set features',
  unchanged: 'Unchanged',
  inherit: 'Inherit',
  on: 'On',
  off: 'Off',
  apply: 'Apply',
  nothingChosen: 'Choose at least one feature to change',
  customerHint:
    'The features this customer may use, within what the company grants. Its locations and users inherit them and may switch them off.',
  locationHint:
    "This location's features: inherited from the customer unless set here. A feature the customer has off is locked.",
  userHint:
    "This user's features: inherited from the customer unless set here. A feature the customer has off is locked.",
} as const;

export const userFeaturesTitle = (name: string) => `Features of ${name}`;
export const bulkTitle = (count: number) =>
  `Set features for ${count} selected ${count === 1 ? 'user' : 'users'}`;
export const usersUpdated = (count: number) =>
  `Features updated for ${count} ${count === 1 ? 'user' : 'users'}`;

/** Every reason a refused change gives: its field messages, or its message. */
export function reasonsOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fields = Object.values(error.propertyErrors ?? {}).flat();
    return fields.length ? fields : [error.body?.message ?? error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}
