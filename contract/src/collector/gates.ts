import { Module } from '../gates.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The collector family and its gate, plain data apart from its schemas (api.ts): the web's route
 * table reads it for the menu group without loading typebox and the schemas up front.
 */

/**
 * The console's calls under /api/DocumentCollector/ (console-core §7), behind the DocumentCollector
 * module.
 */
export const collectorFamily = defineFamily('collector', { gate: { module: Module.DocumentCollector } });
