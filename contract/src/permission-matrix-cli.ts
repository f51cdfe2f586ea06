import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { permissionMatrixMarkdown, withReadmeMatrix } from './permission-matrix.ts';

/**
 * `npm run permissions:matrix` prints the roles and permissions matrix as Markdown;
 * `npm run permissions:matrix -- --write` puts it into README.md's "Roles and permissions" in place.
 */
if (process.argv.includes('--write')) {
  const readme = path.resolve(import.meta.dirname, '../../README.md');
  await writeFile(readme, withReadmeMatrix(await readFile(readme, 'utf8')));
  process.stdout.write(`Wrote the matrix into ${readme}\n`);
} else {
  process.stdout.write(`${permissionMatrixMarkdown()}\n`);
}
