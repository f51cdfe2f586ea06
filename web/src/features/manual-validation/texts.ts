import { QUEUE_TITLE } from './routes';

/** The review screens' words (the spec shows none; ours, kept in one place). */
export const TEXT = {
  queue: QUEUE_TITLE,
  backToQueue: `Back to ${QUEUE_TITLE}`,
  itemNotFound: 'Review item not found',
  approve: 'Approve',
  reject: 'Reject',
  next: 'Next item',
  release: 'Return to queue',
  resubmission: 'Request resubmission',
  tryVerifying: 'Run checks again',
  approved: 'The item was approved',
  rejected: 'The item was rejected',
  released: 'The item is back in the queue',
  resubmissionRequested: 'A resubmission was requested',
  checked: 'The checks ran again',
  noNext: 'No other open item is waiting',
  heldBy: (name: string) => `${name} is reviewing this item`,
  heldByYou: 'You are reviewing this item',
  cannotDecide: 'You can read this item but not decide it',
} as const;
