import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { REPORTS_FEATURE } from '../reports/gates.ts';

/*
 * The e-mail report receivers family and its gate, plain data apart from its schemas
 * (api.ts), so the web's route table reads the gate without loading typebox.
 */

/**
 * E-mail report receivers (product-families §7 Reports). The spec names no gate; ours: the Reports
 * group's (the Veriscan module and its reports feature, contract reports/gates.ts), since a
 * receiver sends those reports, and the Admin role for every call, reads included, since a
 * receiver names who gets a company's data by e-mail. Read-only Admins see the receivers and change
 * nothing.
 */
export const reportReceiversFamily = defineFamily('report-receivers', {
  gate: { module: Module.Veriscan, featureId: REPORTS_FEATURE, permission: Permission.ManageReportReceivers },
});
