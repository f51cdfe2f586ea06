import { sessionApi } from '@console/contract/session/api';

/**
 * Where sign-in sends staff afterwards: a path of this console, never another site. Browsers
 * drop tabs and line breaks from a URL and read both `//host` and `/\host` as another origin,
 * so `/\t/evil.example` would leave. Only a path of printable ASCII (what our own pages send,
 * percent-encoded) that starts with one `/`, not `//` or `/\`, is kept, and its decoded form must
 * hold too: no control characters, and no whitespace before its query. Anything else is home.
 */
export const HOME = '/';

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// C0, DEL and C1 control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WHITESPACE = /\s/;

const leavesTheOrigin = (url: string) =>
  !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\');

function decoded(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined; // a malformed escape
  }
}

export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || !PRINTABLE_ASCII.test(value) || leavesTheOrigin(value)) return HOME;
  const plain = decoded(value);
  if (plain === undefined || leavesTheOrigin(plain) || CONTROL.test(plain)) return HOME;
  const path = plain.split(/[?#]/, 1)[0] ?? '';
  return WHITESPACE.test(path) ? HOME : value;
}

/** The sign-in page, which brings the browser back to `returnUrl` afterwards. */
export const signInPageUrl = (returnUrl: string): string =>
  `${sessionApi.loginPage.path}?ReturnUrl=${encodeURIComponent(returnUrl)}`;
