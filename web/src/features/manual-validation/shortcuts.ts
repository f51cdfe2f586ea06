import type { PageShortcut } from '../../kit/palette/pageShortcuts';

/** The review item's keys (ReviewItemPage), listed by the `?` dialog. */
export const REVIEW_KEYS = { approve: 'a', reject: 'r', next: 'n' } as const;

const page = 'On a manual verification item';

export const pageShortcuts: PageShortcut[] = [
  { keys: ['A'], does: 'Approve the item (asks to confirm)', page },
  { keys: ['R'], does: 'Reject the item: choose the reason', page },
  { keys: ['N'], does: 'Open the next open item in the queue', page },
];
