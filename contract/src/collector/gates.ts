import { Module, type Gate } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The collector family's gates, plain data apart from its schemas (api.ts): the web's route
 * table reads them for the page gates without loading typebox and the schemas up front.
 */

/**
 * The console's calls under /api/DocumentCollector/ (console-core §7), behind the DocumentCollector
 * module.
 */
export const collectorFamily = defineFamily('collector', { gate: { module: Module.DocumentCollector } });

/** Ingestion tokens are Admin's: they let devices upload. */
export const COLLECTOR_TOKENS_GATE: Gate = { permission: Permission.ManageCredentials };
