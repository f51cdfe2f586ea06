import { describe, expect, it } from 'vitest';
import { HOME, safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it.each([
    '/',
    '/Accounts',
    '/Accounts/12?tab=users',
    '/Accounts?textFilter=maple%20ridge&sortField=name#top',
    '/Collector/Logs?from=2026-01-01T00%3A00%3A00Z',
    '/a/%2F/b', // an encoded slash inside the path stays a path of this site
  ])('keeps the path %j of this console', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  // Known open-redirect bypasses: each leads a browser to another origin, or hides a character
  // a browser would drop or misread, or one a proxy would decode first.
  it.each([
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a leading backslash', '\\\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a line feed between the slashes', '/\n/evil.example'],
    ['a carriage return and line feed', '/\r\n/evil.example'],
    ['a tab, percent-encoded', '/%09/evil.example'],
    ['a line feed, percent-encoded', '/%0a/evil.example'],
    ['a NUL, percent-encoded', '/%00/evil.example'],
    ['an encoded second slash', '/%2F/evil.example'],
    ['an encoded second slash in capitals and lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a leading space', ' /\\evil.example'],
    ['a space between the slashes', '/ /evil.example'],
    ['an encoded space between the slashes', '/%20/evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a line separator', '/\u2028/evil.example'],
    ['a full-width solidus', '/\uff0fevil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'evil.example'],
    ['a malformed escape', '/%E0%A4%A'],
    ['an empty value', ''],
    ['a character a header cannot carry', '/caf\u00e9'],
  ])('sends %s home', (_, url) => {
    expect(safeReturnUrl(url)).toBe(HOME);
  });

  it('sends anything but text home', () => {
    for (const value of [undefined, null, 42, ['/Accounts'], { url: '/Accounts' }]) {
      expect(safeReturnUrl(value)).toBe(HOME);
    }
  });
});
