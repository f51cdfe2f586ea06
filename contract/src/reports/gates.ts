import { Module } from '../gates.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The reports family and its gate, plain data apart from its schemas (api.ts): the web's route
 * table reads the gate without loading typebox and the schemas up front.
 */

/**
 * The feature the Reports group needs (product-families §6: "the Reports group need[s] specific
 * features. Which ones is not shown"). Our decision: one feature of the Veriscan module, `reports`,
 * that opens the group and every call of it; the Failed Verifications and Address Validation
 * reports need their own features besides (named by their families).
 */
export const REPORTS_FEATURE = 'reports';

/** Reports (product-families §7 "GET /api/Reports/ with a report name"): Veriscan's, with its reports feature. */
export const reportsFamily = defineFamily('reports', {
  gate: { module: Module.Veriscan, featureId: REPORTS_FEATURE },
});
