import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocuments } from './openapi-document.ts';

/**
 * `npm run openapi` writes the API documents at the repository root (for clients and review):
 * openapi.json (the staff API) and openapi-product.json (the product API).
 */
const root = path.resolve(import.meta.dirname, '../..');
const { staff, product } = await openApiDocuments();
for (const [name, document] of [
  ['openapi.json', staff],
  ['openapi-product.json', product],
] as const) {
  const target = path.join(root, name);
  await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`Wrote ${target}\n`);
}
