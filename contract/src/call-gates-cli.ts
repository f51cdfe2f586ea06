import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CALL_GATES_FILE, familyFolders, renderCallGates } from './call-gates.ts';

/** `npm run contract:call-gates` writes every family's call-gates.ts from its calls (call-gates.ts). */
for (const folder of await familyFolders()) {
  const file = path.join(import.meta.dirname, folder, CALL_GATES_FILE);
  const text = await renderCallGates(folder);
  if (text) await writeFile(file, text);
  else await rm(file, { force: true });
}
process.stdout.write('Wrote the call gates of every family\n');
