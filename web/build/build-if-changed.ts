import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, readStamp, webBuildDecision, webBuildInputsHash } from './build-stamp.ts';

/**
 * `npm start`'s web build (server/src/start.ts runs it beside the server's start): builds the web
 * app (`npm run build`) only when its inputs changed since the build in web/dist (build-stamp.ts),
 * and says which it did. With WEB_DIST, the folder the server serves (docs/configuration.md), it
 * checks and builds that folder instead: the start benchmark builds a fresh clone's way there.
 */
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'web', 'dist');
const started = performance.now();
const decision = webBuildDecision({
  hasIndexHtml: existsSync(path.join(dist, 'index.html')),
  stamp: readStamp(dist),
  inputsHash: webBuildInputsHash(),
});
if (!decision.build) {
  const ms = Math.round(performance.now() - started);
  console.log(`web app: up to date with its sources (checked in ${ms} ms), not rebuilt`);
} else {
  console.log(`web app: building, because ${decision.reason}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const outDir = process.env.WEB_DIST ? ['--', '--outDir', dist, '--emptyOutDir'] : [];
  const build = spawnSync(npm, ['run', 'build', ...outDir], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    shell: false,
  });
  process.exitCode = build.status ?? 1;
}
