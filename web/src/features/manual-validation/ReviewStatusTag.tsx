import { REVIEW_STATUS_NAMES, type ReviewStatus } from '@console/contract/manual-validation/status';
import { PlainTag, type TagTone } from '../../kit/widgets/PlainTag';

const TONES: Record<ReviewStatus, TagTone> = {
  new: 'default',
  inReview: 'warning',
  approved: 'success',
  rejected: 'error',
  resubmissionRequested: 'warning',
};

/** A review item's status, in the console's readable tag colours. */
export function ReviewStatusTag({ status }: { status: ReviewStatus }) {
  return <PlainTag tone={TONES[status]}>{REVIEW_STATUS_NAMES[status]}</PlainTag>;
}
