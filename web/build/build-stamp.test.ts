// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readStamp,
  STAMP_FILE,
  webBuildDecision,
  webBuildInputFiles,
  webBuildInputsHash,
} from './build-stamp';

describe('webBuildDecision: whether npm start builds the web app', () => {
  const stamp = { inputs: 'abc' };

  it('builds when there is no built page, whatever the stamp says', () => {
    expect(webBuildDecision({ hasIndexHtml: false, stamp, inputsHash: 'abc' })).toMatchObject({
      build: true,
    });
  });

  it('builds when the build left no stamp (never built, or a development build)', () => {
    expect(webBuildDecision({ hasIndexHtml: true, stamp: undefined, inputsHash: 'abc' })).toEqual({
      build: true,
      reason: 'the build has no stamp of its inputs',
    });
  });

  it('builds when the inputs changed since the stamped build', () => {
    expect(webBuildDecision({ hasIndexHtml: true, stamp, inputsHash: 'abd' })).toMatchObject({
      build: true,
      reason: expect.stringContaining('changed'),
    });
  });

  it('skips the build when the stamp matches the inputs', () => {
    expect(webBuildDecision({ hasIndexHtml: true, stamp, inputsHash: 'abc' })).toEqual({ build: false });
  });
});

describe('webBuildInputsHash', () => {
  let root: string;
  const inputs = ['web/src', 'web/index.html', 'contract/src', 'package-lock.json', 'web/public'];
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  const hash = () => webBuildInputsHash(root, inputs);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('web/src/main.tsx', 'render()');
    write('web/src/app/shell.tsx', 'shell()');
    write('web/src/app/shell.test.tsx', 'test()');
    write('web/index.html', '<html></html>');
    write('contract/src/accounts/api.ts', 'export const a = 1;');
    write('package-lock.json', '{}');
    write('server/src/app.ts', 'server()');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the inputs that exist, sources only, in a fixed order', () => {
    expect(webBuildInputFiles(root, inputs)).toEqual([
      'contract/src/accounts/api.ts',
      'package-lock.json',
      'web/index.html',
      'web/src/app/shell.tsx',
      'web/src/main.tsx',
    ]);
  });

  it('changes when a source, the page, the contract or the lockfile changes, or a file is added', () => {
    const before = hash();
    for (const [file, content] of [
      ['web/src/main.tsx', 'render(2)'],
      ['web/index.html', '<html lang="en"></html>'],
      ['contract/src/accounts/api.ts', 'export const a = 2;'],
      ['package-lock.json', '{"a":1}'],
      ['web/src/new.ts', ''],
    ] as const) {
      const previous = hash();
      write(file, content);
      expect(hash(), file).not.toBe(previous);
    }
    expect(hash()).not.toBe(before);
  });

  it('stays the same for a test file, a server file, or a file touched without a change', () => {
    const before = hash();
    write('web/src/app/shell.test.tsx', 'test(2)');
    write('server/src/app.ts', 'server(2)');
    utimesSync(path.join(root, 'web/src/main.tsx'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(hash()).toBe(before);
  });

  it('tells a file moved from one folder to another apart', () => {
    const before = hash();
    rmSync(path.join(root, 'web/src/app/shell.tsx'));
    write('web/src/shell.tsx', 'shell()');
    expect(hash()).not.toBe(before);
  });

  it('reads the stamp a build wrote, and none from a missing or broken file', () => {
    const dist = path.join(root, 'web/dist');
    expect(readStamp(dist)).toBeUndefined();
    write(`web/dist/${STAMP_FILE}`, '{"inputs":');
    expect(readStamp(dist)).toBeUndefined();
    write(`web/dist/${STAMP_FILE}`, JSON.stringify({ inputs: hash() }));
    expect(readStamp(dist)).toEqual({ inputs: hash() });
  });
});
