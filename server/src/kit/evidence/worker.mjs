// The evidence pool's thread entry (./pool.ts): the server's sources are TypeScript, run by tsx,
// whose loader a worker thread does not inherit, so the thread registers it before loading them.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
