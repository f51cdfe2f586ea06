import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The validation settings family and its gate, plain data apart from its schemas
 * (api.ts): the web's route table reads the gate without loading typebox.
 */

/** Validation settings (product-families §7): every call needs the ValidationSettings module. */
export const validationSettingsFamily = defineFamily('validation-settings', {
  gate: { module: Module.ValidationSettings },
  changes: Permission.PublishValidation,
});
