import { checksTable } from './targets.ts';
import { benchWeb, summarizeWeb, webChecks } from './web.ts';

/**
 * `npm run bench:web` (after `npm run build`): the web app's first load; see web.ts. Exits with code 1
 * when a target missed, as `npm run bench` does.
 */
const result = await benchWeb();
const checks = webChecks(result);
console.log(JSON.stringify({ ...result, checks }, null, 2));
console.log(summarizeWeb(result));
console.log(`\nTargets:\n${checksTable(checks)}`);
if (checks.some((c) => !c.pass)) process.exitCode = 1;
