import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MATRIX_DOC, permissionMatrixMarkdown, withDocumentedMatrix } from './permission-matrix.ts';

/**
 * `npm run permissions:matrix` prints the roles and permissions matrix as Markdown;
 * `npm run permissions:matrix -- --write` puts it into docs/security.md's "Roles and permissions" in place.
 */
if (process.argv.includes('--write')) {
  const page = path.resolve(import.meta.dirname, '../..', MATRIX_DOC);
  await writeFile(page, withDocumentedMatrix(await readFile(page, 'utf8')));
  process.stdout.write(`Wrote the matrix into ${page}\n`);
} else {
  process.stdout.write(`${permissionMatrixMarkdown()}\n`);
}
