/** Where the DIVE screens live (product-families §2: /DIVE/...). */
export const DVS_ACCOUNTS_PATH = '/DIVE/accounts';
export const dvsAccountPath = (id: number) => `/DIVE/Account/${id}`;
export const DVS_REQUESTS_PATH = '/DIVE/Requests';
export const dvsRequestPath = (id: number | string) => `${DVS_REQUESTS_PATH}/Details/${id}`;
/** The old address of a request's details, which sends to the DIVE one. */
export const LEGACY_REQUEST_PATH = '/DVS/Requests/Details/:id';
