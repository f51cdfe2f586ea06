import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation's links hold: every relative link in README.md, CONTRIBUTING.md, docs/ and the
 * server's READMEs (each family's rules, server/src/modules/<family>/README.md, and the kit's) names
 * a file that exists and, after a `#`, a heading that file has; the README reaches every docs page,
 * the README or docs/architecture.md every server README, and every module folder has its README.
 * A moved page or a renamed heading fails here instead of leaving a reader at a dead link.
 * External links (http, https, mailto) are not fetched. It lives in the contract project because that
 * project is the light one: no database, no DOM.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Markdown files under a folder whose name ends as `suffix` says, relative to the root. */
function markdownUnder(folder: string, suffix: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => file.endsWith(suffix) && !file.includes('/node_modules/'))
    .sort();
}

/** The Markdown files checked, relative to the repository's root. */
function documentationFiles(): string[] {
  return [
    'README.md',
    'CONTRIBUTING.md',
    ...markdownUnder('docs', '.md'),
    ...markdownUnder('server/src', '/README.md'),
  ];
}

/** The module folders (server/src/modules/<family>/), each of which keeps its rules in README.md. */
const moduleFolders = (): string[] =>
  readdirSync(path.join(ROOT, 'server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `server/src/modules/${entry.name}`)
    .sort();

/** The text outside fenced code blocks and inline code, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

/**
 * The anchor GitHub gives a heading: lowercase, a link's text kept, punctuation and markup removed
 * (letters, digits, spaces, hyphens and underscores stay, so `_emphasis_` would keep its underscores
 * where GitHub drops them: no heading here uses it), each space a hyphen; a repeated one gets -1, -2.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = (heading ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link of the files that names a missing file or heading, as `file: target (why)`. */
function brokenLinks(files: ReadonlyMap<string, string>, exists: (file: string) => boolean): string[] {
  const broken: string[] = [];
  for (const [file, markdown] of files) {
    for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart = '', anchor] = target.split('#', 2);
      const linked =
        pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
      if (pathPart !== '' && !exists(linked)) {
        broken.push(`${file}: ${target} (no file ${linked})`);
        continue;
      }
      if (anchor === undefined) continue;
      const text = files.get(linked);
      if (text === undefined) {
        broken.push(
          `${file}: ${target} (${linked} is not a checked Markdown file, so its headings are unknown)`,
        );
      } else if (!headingAnchors(text).has(decodeURIComponent(anchor))) {
        broken.push(`${file}: ${target} (no heading of ${linked} makes #${anchor})`);
      }
    }
  }
  return broken;
}

/** The files a file's relative links name, as paths from the root. */
function linkedFrom(files: ReadonlyMap<string, string>, file: string): Set<string> {
  const text = prose(files.get(file) ?? '');
  return new Set(
    [...text.matchAll(/\]\(([^)#\s]+)/g)].map(([, target]) =>
      path.posix.normalize(path.posix.join(path.posix.dirname(file), target ?? '')),
    ),
  );
}

/**
 * The pages no one finds: a docs page README.md does not link to, or a server README (a family's
 * rules, or the kit's) that neither README.md nor docs/architecture.md links to.
 */
function unreachedPages(files: ReadonlyMap<string, string>): string[] {
  const fromReadme = linkedFrom(files, 'README.md');
  const fromArchitecture = linkedFrom(files, 'docs/architecture.md');
  return [...files.keys()].filter((file) =>
    file.startsWith('docs/')
      ? !fromReadme.has(file)
      : file.startsWith('server/') && !fromReadme.has(file) && !fromArchitecture.has(file),
  );
}

const onDisk = (file: string) => existsSync(path.join(ROOT, file));

describe('the documentation links', () => {
  const files = new Map<string, string>(
    documentationFiles().map((file): [string, string] => [file, readFileSync(path.join(ROOT, file), 'utf8')]),
  );

  it('name files and headings that exist', () => {
    expect(files.size).toBeGreaterThan(10);
    expect(brokenLinks(files, onDisk)).toEqual([]);
  });

  it('reach every docs page from the README, and every server README from it or the architecture', () => {
    expect(unreachedPages(files)).toEqual([]);
  });

  it("find each module's rules in its folder's README.md", () => {
    expect(moduleFolders().length).toBeGreaterThan(20);
    expect(moduleFolders().filter((folder) => !files.has(`${folder}/README.md`))).toEqual([]);
  });

  it('are found broken when a file or a heading is missing', () => {
    const pages = new Map<string, string>([
      ['README.md', '# Title\n\nSee [ops](docs/ops.md#shut-down), [gone](docs/gone.md), [x](#title).\n'],
      [
        'docs/ops.md',
        '# Operations\n\n## Shutdown\n\n[back](../README.md#nothing) [web](https://x.test/a)\n',
      ],
    ]);
    expect(brokenLinks(pages, (file) => pages.has(file))).toEqual([
      'README.md: docs/ops.md#shut-down (no heading of docs/ops.md makes #shut-down)',
      'README.md: docs/gone.md (no file docs/gone.md)',
      'docs/ops.md: ../README.md#nothing (no heading of README.md makes #nothing)',
    ]);
    expect(unreachedPages(new Map(pages).set('docs/lost.md', '# Lost\n'))).toEqual(['docs/lost.md']);
    const modules = new Map<string, string>([
      ['README.md', '# Title\n\n[architecture](docs/architecture.md)\n'],
      ['docs/architecture.md', '# Architecture\n\n[kit](../server/src/kit/README.md)\n'],
      ['server/src/kit/README.md', '# Kit\n'],
      ['server/src/modules/a/README.md', '# A\n\n[kit](../../kit/README.md#kit) [b](../b/README.md)\n'],
    ]);
    expect(unreachedPages(modules)).toEqual(['server/src/modules/a/README.md']);
    expect(brokenLinks(modules, (file) => modules.has(file))).toEqual([
      'server/src/modules/a/README.md: ../b/README.md (no file server/src/modules/b/README.md)',
    ]);
  });

  it("make a heading's anchor as GitHub does", () => {
    const anchors = headingAnchors(
      '# Face/ID: the rules the server owns\n\n## Verification Services (screening)\n\n' +
        '## `npm start`, and **more**\n\n## Reports\n\n### Reports\n\n```\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual([
      'faceid-the-rules-the-server-owns',
      'verification-services-screening',
      'npm-start-and-more',
      'reports',
      'reports-1',
    ]);
  });
});
