import { Module, type Gate } from '../gates.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { REPORTS_FEATURE } from '../reports/gates.ts';

/*
 * The validation reports family and its gates, plain data apart from its schemas
 * (api.ts), so the web's route table reads them without loading a schema.
 */

/**
 * The module features the validation reports need (product-families §6: "Failed Verifications,
 * Address Validation and the Reports group need specific features. Which ones is not shown.").
 * Our decision: they are features of the Veriscan module, whose customers' requests the reports
 * read; the catalogue (server/src/platform/companies/catalogue.ts) carries them under these names
 * and every company with the module gets them.
 */
export const ValidationReportFeature = {
  FailedVerifications: 'failedVerifications',
  AddressValidation: 'addressValidation',
} as const;

export const validationReportsFamily = defineFamily('validation-reports', {
  gate: { module: Module.Veriscan },
});

export const failedVerificationsGate: Gate = {
  module: Module.Veriscan,
  featureId: ValidationReportFeature.FailedVerifications,
};
/** The History Log has no feature of its own: it asks what the Reports group asks (reports/gates.ts). */
export const historyLogGate: Gate = { module: Module.Veriscan, featureId: REPORTS_FEATURE };
export const addressValidationGate: Gate = {
  module: Module.Veriscan,
  featureId: ValidationReportFeature.AddressValidation,
};
