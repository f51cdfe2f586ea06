import { featuresApi } from '@console/contract/features/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { determineLocationsFeatures } from './locations.ts';
import * as service from './service.ts';

/** /api/Features (product-families §7 "Features"), behind the contract's gate (the Veriscan module). */
export function featuresRoutes(routes: FamilyRoutes): void {
  const api = featuresApi;
  routes.add(api.granted, (c) => service.allGrantedFeatures(c.db, c.tenant));
  routes.add(api.customer, (c) => service.customerFeatures(c.db, c.tenant, c.params.id));
  routes.add(api.updateCustomer, (c) =>
    service.updateCustomerFeatures(c.db, c.tenant, c.actor, c.params.id, c.body),
  );
  routes.add(api.user, (c) => service.userFeatures(c.db, c.tenant, c.params.id, c.params.userId));
  routes.add(api.updateUser, (c) =>
    service.updateUserFeatures(c.db, c.tenant, c.actor, c.params.id, c.params.userId, c.body),
  );
  routes.add(api.updateUsers, (c) => service.updateUsersFeatures(c.db, c.tenant, c.actor, c.body));
  routes.add(api.determineLocations, (c) => determineLocationsFeatures(c.db, c.tenant, c.body.locationIds));
  routes.add(api.location, (c) => service.locationFeatures(c.db, c.tenant, c.params.id));
  routes.add(api.updateLocation, (c) => service.updateLocationFeatures(c.db, c.tenant, c.actor, c.body));
  routes.add(api.availableForLocations, (c) =>
    service.availableLocationFeatures(c.db, c.tenant, c.query.customerId),
  );
}
