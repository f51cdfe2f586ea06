import type { RequestStatus } from '@console/contract/activity/api';
import { PlainTag, type TagTone } from '../../widgets/PlainTag';

/** The words a family says for a request's status (faces: Accepted, Review, Rejected). */
export type RequestStatusWords = Readonly<Record<RequestStatus, string>>;

/**
 * The words every family says unless it has its own, in the order its status filter lists them
 * (the contract's REQUEST_STATUSES order).
 */
export const REQUEST_STATUS_WORDS: RequestStatusWords = {
  success: 'Success',
  failed: 'Failed',
  review: 'Review',
};

// Every product reports the same three results (the activity store's RequestStatus), so they have
// one colour each wherever a request is shown, whatever a family calls them.
const TONES: Record<RequestStatus, TagTone> = { success: 'success', review: 'warning', failed: 'error' };

/**
 * A request's status as a tag, the same in every family's lists and pages: in the family's words,
 * or in the sentence a request page says for it (`label`, faces' decision). A plain tag
 * (kit/widgets/PlainTag.tsx), since a list shows one on every row.
 */
export function RequestStatusTag({
  status,
  words = REQUEST_STATUS_WORDS,
  label,
}: {
  status: RequestStatus;
  words?: RequestStatusWords;
  label?: string;
}) {
  return <PlainTag tone={TONES[status]}>{label ?? words[status]}</PlainTag>;
}

/**
 * A status filter's choices in the same words as the tags, so the filter and the column agree; in
 * the words' order (a family's own words list them as it wants them offered).
 */
export const requestStatusChoices = (words: RequestStatusWords = REQUEST_STATUS_WORDS) =>
  (Object.keys(words) as RequestStatus[]).map((value) => ({ value, label: words[value] }));
