/** The validation reports' addresses (product-families §2 Reports). */
export const FAILED_VERIFICATIONS_PATH = '/Reports/FailedVerificationsReport';
export const HISTORY_LOG_PATH = '/Reports/HistoryLogReport';
export const ADDRESS_VALIDATION_PATH = '/Reports/AddressValidationReport';
export const historyLogEntryPath = (id: number) => `${HISTORY_LOG_PATH}/${id}`;
