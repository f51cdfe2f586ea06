import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web build's stamp: a hash of everything the production build reads, written into the build
 * output (web/dist/.build-stamp.json) by every production build. `npm start` builds only when the
 * stamp is missing or differs (build-if-changed.ts): the build takes ~40 s on a busy machine, and
 * most starts change nothing the web app is made of.
 *
 * Decisions:
 * - The inputs are hashed by content, not by modification time: a checkout, `git stash` or a copy
 *   sets times without changing content, and a rebuild for them is wasted.
 * - All of contract/src is hashed, not only the modules the web imports: the import graph would be
 *   a second bundler to keep right, and the contract changes seldom enough that a rebuild after a
 *   server-only contract change costs little. Test files are left out everywhere: no bundle holds
 *   them.
 * - The lockfile stands for every package the build bundles and for Vite and its plugins.
 * - Only a production build that is not watching writes a stamp; `npm run dev`'s development builds
 *   write none, so the next `npm start` builds for production again.
 */

/** The stamp's file name inside the build output. */
export const STAMP_FILE = '.build-stamp.json';

export interface BuildStamp {
  /** sha256 over every input's path and content (webBuildInputsHash). */
  inputs: string;
}

/** The repository's root (this file is web/build/build-stamp.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Files and folders (relative to the repository's root) whose content the web build reads. */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/build',
  'web/package.json',
  'web/public',
  'contract/src',
  'contract/package.json',
  'package-lock.json',
];

const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The inputs' paths, sorted, relative to root with forward slashes; a missing input adds none. */
export function webBuildInputFiles(root = REPO_ROOT, inputs = WEB_BUILD_INPUTS): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || isTest(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
  }
  return files.sort();
}

/** sha256 over each input file's path and content, in path order. */
export function webBuildInputsHash(root = REPO_ROOT, inputs = WEB_BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of webBuildInputFiles(root, inputs)) {
    const content = readFileSync(path.join(root, file));
    // Length-prefixed, so no path and content can run into the next one's.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** The stamp a build left in dist, or undefined when there is none or it cannot be read. */
export function readStamp(dist: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dist, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.inputs === 'string' ? { inputs: stamp.inputs } : undefined;
  } catch {
    return undefined;
  }
}

export type BuildDecision = { build: false } | { build: true; reason: string };

/**
 * Whether `npm start` must build the web app: when there is no built page, no stamp (never built,
 * or built by `npm run dev`), or the stamp's hash differs from the inputs' hash now.
 */
export function webBuildDecision(current: {
  hasIndexHtml: boolean;
  stamp: BuildStamp | undefined;
  inputsHash: string;
}): BuildDecision {
  if (!current.hasIndexHtml) return { build: true, reason: 'the web app has not been built' };
  if (!current.stamp) return { build: true, reason: 'the build has no stamp of its inputs' };
  if (current.stamp.inputs !== current.inputsHash) {
    return { build: true, reason: 'the web app’s sources changed since the last build' };
  }
  return { build: false };
}

/** The Vite plugin that writes the stamp of a production build, hashed as the build starts. */
export function buildStamp(): Plugin {
  let inputs: string | undefined;
  let outDir = '';
  let stamps = false;
  return {
    name: 'console:build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      stamps = config.mode === 'production' && !config.build.watch;
    },
    buildStart() {
      // Hashed before the bundle is read: a source saved during the build makes the next start
      // build again instead of being taken as built.
      if (stamps) inputs = webBuildInputsHash();
    },
    writeBundle() {
      if (stamps && inputs) writeFileSync(path.join(outDir, STAMP_FILE), JSON.stringify({ inputs }));
    },
  };
}
