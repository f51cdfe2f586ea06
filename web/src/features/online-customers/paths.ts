/** Where the Dashboard's customer screens live (product-families §9: /Dashboard/Customers…). */
export const CUSTOMERS_LIST_PATH = '/Dashboard/Customers';
export const customerPath = (id: number) => `${CUSTOMERS_LIST_PATH}/${id}`;
export const locationPath = (customerId: number, locationId: number) =>
  `${customerPath(customerId)}/Locations/${locationId}`;
