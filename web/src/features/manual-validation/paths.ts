/** Where the review screens live (console-core §2: /ManualVerification, /ManualVerification/{id}). */
export const REVIEW_QUEUE_PATH = '/ManualVerification';
export const reviewItemPath = (id: number | string) => `${REVIEW_QUEUE_PATH}/${id}`;

/** The queue's title: the menu's, the page's and the breadcrumb's. */
export const QUEUE_TITLE = 'Manual Verification';
