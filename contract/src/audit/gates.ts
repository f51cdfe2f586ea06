import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The audit family and its gates, plain data apart from its schemas (api.ts): the web's route
 * table reads the gates without loading typebox and the schemas up front.
 */

/**
 * The audit pages (product-families §7 "Audit"). The spec names no role; an audit log shows what
 * every staff user of the company changed, so it is the company's administrators' (Admin or Super
 * Admin), as Settings Users are. Read-only administrators may read it: every call is a GET.
 */
export const auditFamily = defineFamily('audit', { gate: { permission: Permission.ReadAudit } });

/** The Dashboard's audit (/api/VsOnline/Audit) is also the Dashboard's: the Veriscan module. */
export const DASHBOARD_AUDIT_GATE = { module: Module.Veriscan } as const;
