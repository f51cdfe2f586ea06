/** Where the Verification Services screens live (console-core §2: /ScreeningService/…). */
export const SCREENING_BASE = '/ScreeningService';
export const ACCOUNTS_PATH = `${SCREENING_BASE}/Accounts`;
export const STATISTICS_PATH = `${SCREENING_BASE}/Statistics`;
export const REQUESTS_PATH = `${SCREENING_BASE}/requests`;
export const screeningCustomerPath = (id: number, tab?: string) =>
  `${SCREENING_BASE}/Customer/${id}${tab ? `?tab=${tab}` : ''}`;
export const serviceStatisticsPath = (serviceId: number) => `${STATISTICS_PATH}/${serviceId}`;
