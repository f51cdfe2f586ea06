/** The DIVE Online screens' texts (the spec names none). */
export const TEXT = {
  group: 'DIVE Online',
  users: 'Users',
  statistics: 'Success Statistics',
  backToUsers: 'Back to Users',
  userNotFound: 'DIVE Online user not found',
  noUsers: 'No account has DIVE Online yet: add the product on an account page',
  noFilteredUsers: 'No DIVE Online user matches',
  noRequests: 'No DIVE Online requests yet',
  noFilteredRequests: 'No requests match these filters',
  statsFailed: 'The statistics could not be loaded',
  chartTitle: 'Requests per day by result',
} as const;
