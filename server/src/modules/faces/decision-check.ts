import { faceDecisionConflict, FACE_RESULT } from '@console/contract/faces/api';
import type { RequestResult } from '@console/contract/activity/api';
import type { ProductCheck } from '../../platform/product-check.ts';
import { faceSettingsOf } from './accounts.ts';

export const numberIn = (result: RequestResult | null | undefined, key: string): number | null => {
  const value = result?.[key];
  return typeof value === 'number' ? value : null;
};

/**
 * The product API's Face/ID check: a request reported as accepted whose match score is below the
 * threshold (the one the product applied, else the account's) is stored as sent to manual review,
 * with the contradiction as its reason, so a reviewer decides it instead of the console accepting
 * it. Only an accepted one with a score costs the account's settings read.
 */
export const routeContradictedDecision: ProductCheck = async (db, account, input) => {
  const matchScore = numberIn(input.result, FACE_RESULT.matchScore);
  if (input.status !== 'success' || matchScore === null) return;
  const threshold =
    numberIn(input.result, FACE_RESULT.matchThreshold) ??
    (await faceSettingsOf(db, account.accountId)).matchThreshold;
  const conflict = faceDecisionConflict(input.status, matchScore, threshold);
  if (conflict) return { ...input, status: 'review', failureReason: conflict };
};
