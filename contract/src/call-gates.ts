import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Gate } from './gates.ts';
import type { Endpoint } from './kit/endpoint.ts';

/**
 * Each family's calls as plain data (`contract/src/<family>/call-gates.ts`): the web's route table
 * names the call that feeds a page and takes the page's gate from it, and the route table is in the
 * first load, which must not bring typebox and every schema. The files are generated from the calls
 * themselves (`npm run contract:call-gates`), and call-gates.test.ts fails when one is not what its
 * family's calls declare, so a gate is still written in one place: the call.
 */

const SOURCE = import.meta.dirname;
export const CALL_GATES_FILE = 'call-gates.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'gate' in value;

/** Every call of an API object: its flattened name (`tokens.list` is `tokensList`), its key path. */
function callsOf(api: object, prefix: string, keys: string): [string, string, Endpoint][] {
  return Object.entries(api).flatMap(([key, value]): [string, string, Endpoint][] => {
    const name = prefix ? `${prefix}${key[0]?.toUpperCase()}${key.slice(1)}` : key;
    if (isEndpoint(value)) return [[name, `${keys}.${key}`, value]];
    return typeof value === 'object' && value !== null ? callsOf(value, name, `${keys}.${key}`) : [];
  });
}

/** Words that name no constant: such a call is exported under its name from a constant of another. */
const RESERVED = new Set(['delete', 'default', 'new', 'import', 'export', 'function', 'class', 'in']);

function literal(gate: Gate): string {
  const entries = Object.entries(gate).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `{ ${entries.join(', ')} }`;
}

/** The family folders: every folder of the contract but the kit. */
export async function familyFolders(): Promise<string[]> {
  const entries = await readdir(SOURCE, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
    .map((entry) => entry.name)
    .sort();
}

/**
 * A family folder's call-gates.ts as it should read, or undefined for a folder that declares no
 * call. The folder's own API object (`integrationsApi` in integrations/) names its calls plainly;
 * another (MRI's, RealPage's) puts its name before each: `mriCallback`.
 */
export async function renderCallGates(folder: string): Promise<string | undefined> {
  const files = (await readdir(path.join(SOURCE, folder)))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== CALL_GATES_FILE)
    .sort();
  const lines: string[] = [];
  const names = new Set<string>();
  for (const file of files) {
    const module = (await import(path.join(SOURCE, folder, file))) as Record<string, unknown>;
    for (const [exported, api] of Object.entries(module)) {
      if (!exported.endsWith('Api') || typeof api !== 'object' || api === null) continue;
      const own = exported.toLowerCase() === `${folder.replaceAll('-', '')}api`;
      const prefix = own ? '' : exported.slice(0, -'Api'.length);
      for (const [name, keys, call] of callsOf(api, prefix, exported)) {
        if (names.has(name)) throw new Error(`${folder}: two calls are named ${name}`);
        names.add(name);
        const value = literal(call.gate);
        const comment = `/** ${keys}: ${call.method} ${call.path} */`;
        // integrationsApi.delete: a reserved word names no constant, but may name an export.
        if (RESERVED.has(name)) {
          lines.push(comment, `const ${name}Call: Gate = ${value};`, `export { ${name}Call as ${name} };`);
        } else {
          lines.push(comment, `export const ${name}: Gate = ${value};`);
        }
      }
    }
  }
  if (!lines.length) return undefined;
  const text = [
    '// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).',
    "import type { Gate } from '../gates.ts';",
    '',
    ...lines,
    '',
  ].join('\n');
  const config = await resolveConfig(path.join(SOURCE, folder, CALL_GATES_FILE));
  return format(text, { ...config, parser: 'typescript' });
}
