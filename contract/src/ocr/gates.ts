import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The OCR family and its gate, plain data apart from its schemas (api.ts): the web's route table
 * reads the gate without loading typebox and the schemas up front.
 */

/** OCR (product-families §2 "OCR (/Ocr/Users): user list"): every call needs the OCR module. */
export const ocrFamily = defineFamily('ocr', {
  gate: { module: Module.OCR },
  changes: Permission.EditAccounts,
});
