import { Module } from '../gates.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The validation reports family and its features, plain data apart from its schemas (api.ts).
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
