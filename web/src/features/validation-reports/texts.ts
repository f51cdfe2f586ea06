import { TITLES } from './titles';

/** The validation reports' texts (the spec quotes none; our wording). */
export const TEXT = {
  ...TITLES,
  backToHistoryLog: 'Back to History Log',
  entryNotFound: 'History log entry not found',
  any: 'Any',
  automatic: 'Automatic',
  manual: 'Manual review',
  checks: 'Checks',
  noChecks: 'The validation reported no checks.',
} as const;
