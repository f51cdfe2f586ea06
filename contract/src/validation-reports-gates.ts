import { Module, type Gate } from './gates.ts';
import { defineFamily } from './kit/endpoint.ts';

/*
 * The validation reports family and its gates, plain data apart from its schemas
 * (validation-reports.ts), so the web's route table reads them without loading a schema.
 */

/**
 * The module features the validation reports need (product-families §6: "Failed Verifications,
 * Address Validation and the Reports group need specific features. Which ones is not shown.").
 * Our decision: they are features of the Veriscan module, whose customers' requests the reports
 * read; the catalogue (server/src/modules/companies/catalogue.ts) carries them under these names
 * and every company with the module gets them.
 */
export const ValidationReportFeature = {
  FailedVerifications: 'failedVerifications',
  AddressValidation: 'addressValidation',
  /**
   * The Reports group's feature: the History Log has none of its own, so it asks what the group
   * asks (the reports family names the group's gate; the catalogue seeds it as 'reports').
   */
  Reports: 'reports',
} as const;

export const validationReportsFamily = defineFamily('validation-reports', {
  gate: { module: Module.Veriscan },
});

export const failedVerificationsGate: Gate = {
  module: Module.Veriscan,
  featureId: ValidationReportFeature.FailedVerifications,
};
export const historyLogGate: Gate = { module: Module.Veriscan, featureId: ValidationReportFeature.Reports };
export const addressValidationGate: Gate = {
  module: Module.Veriscan,
  featureId: ValidationReportFeature.AddressValidation,
};
