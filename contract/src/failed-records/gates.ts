import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The failed verification records family and its gate, plain data apart from its schemas
 * (api.ts).
 */

/**
 * Failed verification records (product-families §7). The spec says Failed Verifications needs a
 * feature without naming it; the records are part of the validation area, so every call needs the
 * ValidationSettings module (our decision, server/src/modules/failed-records/README.md).
 */
export const failedRecordsFamily = defineFamily('failed-records', {
  gate: { module: Module.ValidationSettings },
  changes: Permission.PublishValidation,
});
