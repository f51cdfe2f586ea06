import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, readStamp, webBuildDecision, webBuildInputsHash } from './build-stamp.ts';

/**
 * `npm start`'s first step: builds the web app (`npm run build`) only when its inputs changed since
 * the build in web/dist (build-stamp.ts), and says which it did.
 */
const dist = path.join(REPO_ROOT, 'web', 'dist');
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
  const build = spawnSync(npm, ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', shell: false });
  process.exitCode = build.status ?? 1;
}
