import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The default-features family and its gate, plain data apart from its schemas (api.ts):
 * the web's route table reads the gate without loading typebox and the schemas up front.
 */

/** Default customer permissions are Checkpoint's only (console-core §6). */
export const defaultFeaturesFamily = defineFamily('default-features', {
  gate: { permission: Permission.ManageDefaultFeatures },
});
