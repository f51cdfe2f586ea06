import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The imports family and its gate, plain data apart from its schemas (api.ts): the web's route
 * table reads the gate without loading typebox and the schemas up front.
 */

/**
 * The Dashboard's imports (product-families §2 "Import/UsersDevices and Import/TeamMembersLocations"):
 * a CSV file of one online customer's users and devices, or of its locations and their teams,
 * previewed, then written by a background job. The spec shows the screens only; the calls, the
 * columns (api.ts) and the rules are ours. (rules: server/src/modules/imports/README.md)
 */
export const importsFamily = defineFamily('imports', {
  gate: { module: Module.Veriscan },
  changes: Permission.RunImports,
});
