/** Business constants of console-core §9 that both halves need. */
export const CONSOLE_VERSION = '2025.04.1.0';
export const ENVIRONMENT_IDS = [1, 2] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];
export const DEFAULT_TIME_ZONE = 'Central Standard Time';
export const ANTI_FORGERY_HEADER = 'RequestVerificationToken';
export const ANTI_FORGERY_FIELD = '__RequestVerificationToken';
export const ANTI_FORGERY_META = 'request-verification-token';
/**
 * The company a page's data was loaded for, sent by the web on every call: a tab still showing a
 * company the session no longer administers is refused (409 CompanyChanged) rather than read or
 * written in the other one.
 */
export const ADMINISTERED_COMPANY_HEADER = 'X-Administered-Company';

/**
 * The product API's calls (devices, product apps, the collector) live under this prefix, outside
 * /api: machine calls with a bearer product token. The server documents them apart (http/openapi.ts).
 */
export const PRODUCT_API_PREFIX = '/ingest/';

/**
 * The preloaded page data's call (session/api.ts): the web's shell reads its answer under this path
 * without loading the session schemas into the first load.
 */
export const BOOTSTRAP_PATH = '/api/user/bootstrap';

/**
 * The Test Mode switch exists in environment 1 only, for companies with the customerAdmin feature
 * (test-mode.ts; here, apart from the schemas, since the web's shell shows the switch).
 */
export const TEST_MODE_ENVIRONMENT = 1;

/** The console's public legal text: a page anyone may open without signing in (console-core §2). */
export const TERMS_PATH = '/Terms';

/**
 * A period any list, statistic or report covers is at most two years (console-core §4, §9), and a
 * longer one is refused in these words, by the server and by the date range picker alike. Here, apart
 * from the report schemas, since the picker is in the web's first load.
 */
export const REPORT_MAX_YEARS = 2;
export const REPORT_PERIOD_TOO_LONG = 'The maximum time interval for a request is two years';

/**
 * The years a date or a date-time may name, anywhere (contract kit/dates.ts): the console's records
 * start this century, and a year such as 9999 or 0001 only ever comes from a mistake or a probe (its
 * day after is no ISO day, PostgreSQL keeps no year 0). Refused with the field's name and these years.
 */
export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;
