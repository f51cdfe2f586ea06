/** The reports' titles, apart from the other texts: the route table (first load) needs only these. */
export const TITLES = {
  failedVerifications: 'Failed Verifications',
  historyLog: 'History Log',
  historyLogEntry: 'History Log Entry',
  addressValidation: 'Address Validation',
} as const;
