// Fails when a locked package declares a Node engine range that excludes one of the Node lines
// our users run (the root package.json `engines`): npm only warns about it, so CI must refuse it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');

const SUPPORTED_NODE = ['20.19.0', '22.13.0', '24.0.0'];
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

const refused = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  if (!range || entry.optional) continue;
  for (const version of SUPPORTED_NODE) {
    if (!semver.satisfies(version, range)) refused.push(`${path} (${range}) excludes Node ${version}`);
  }
}
if (refused.length > 0) {
  console.error(`check-engines: ${refused.length} locked packages do not run on every supported Node:`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-engines: every locked package runs on Node ${SUPPORTED_NODE.join(', ')}`);
