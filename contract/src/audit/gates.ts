import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The audit family and its gate, plain data apart from its schemas (api.ts): the web's route table
 * reads it without loading typebox and the schemas up front.
 */

/**
 * The audit pages (product-families §7 "Audit"). The spec names no role; an audit log shows what
 * every staff user of the company changed, so it is the company's administrators' (Admin or Super
 * Admin), as Settings Users are. Read-only administrators may read it: every call is a GET.
 */
export const auditFamily = defineFamily('audit', { gate: { permission: Permission.ReadAudit } });
