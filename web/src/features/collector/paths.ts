/** The collector's pages (console-core §2): the logs list, a log by its referenceId, the tokens. */
export const COLLECTOR_PATH = '/collector';
/** Three segments, so it never reads as a log's page (/collector/{id}). */
export const INGESTION_TOKENS_PATH = '/collector/settings/tokens';

export const logPath = (referenceId: string) => `${COLLECTOR_PATH}/${encodeURIComponent(referenceId)}`;
