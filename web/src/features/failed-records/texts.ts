/** The failed records screen's texts (the spec quotes none; our wording). */
export const TEXT = {
  title: 'Failed records',
  sync: 'Sync',
  syncQueued: 'Sync started: the failed requests not yet recorded are added in the background',
  addRecord: 'Add record',
  recordAdded: 'Record added',
  recordSaved: 'Record saved',
  recordDeleted: 'Record deleted',
  checkCard: 'Check a card ID',
  checkPlaceholder: 'Document number',
  cardNotFailed: (cardId: string) => `${cardId} has no failed records.`,
  cardFailed: (cardId: string, count: number, last: string) =>
    `${cardId} failed ${count} time${count === 1 ? '' : 's'}, last on ${last}.`,
} as const;
