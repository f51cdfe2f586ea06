import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from './openapi-document.ts';

/** `npm run openapi` writes the API document to openapi.json at the repository root (for clients and review). */
const target = path.resolve(import.meta.dirname, '../../openapi.json');
await writeFile(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
process.stdout.write(`Wrote ${target}\n`);
