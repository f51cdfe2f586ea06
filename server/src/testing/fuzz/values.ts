/**
 * The odd values the fuzz generator draws from. None of them is malformed by itself (an emoji is
 * fine text): the generator puts each where it breaks a rule (a number's place, past a maximum
 * length, an unknown field's name), so they test what a refusal does with odd input.
 */

/** Text that has tripped servers: control characters, broken UTF-16, scripts, injections. */
export const ODD_TEXTS: readonly string[] = [
  '\u0001\u0002\u0007\b\u000b\f\u000e\u001b\u001f\u007f',
  '\u0085\u009b\u00a0',
  'line\r\nSet-Cookie: fuzz=1',
  'tab\there',
  '\ud800',
  '\udfff',
  'x\udc00\ud800y',
  'abc\u202eexe.txt',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\uffff\ufffe',
  '👩‍💻🏳️‍🌈🇺🇦',
  'Z̴̡̪͖͎a̶̢̛l̷͉͝g̵̡̣o̸̹̓',
  '𝕏'.repeat(40),
  "'; DROP TABLE companies; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f%u0000',
  '\\"\'`',
  '__proto__',
  'constructor',
  'İıßﬁ',
  '\u3000\u2003',
  '{"a":1}',
  'null',
  'true',
  '[]',
];

/** Numbers written as text where a path or query number goes: out of range, not finite, not decimal. */
export const NUMBER_TEXTS: readonly { text: string; rule: string }[] = [
  { text: '2147483648', rule: 'out of range (2^31)' },
  { text: '-2147483649', rule: 'out of range (-2^31 - 1)' },
  { text: '9007199254740993', rule: 'out of range (2^53 + 1)' },
  { text: '1' + '0'.repeat(400), rule: 'out of range (10^400)' },
  { text: '1e309', rule: 'not finite (1e309)' },
  { text: '-1e309', rule: 'not finite (-1e309)' },
  { text: 'Infinity', rule: 'not finite (Infinity)' },
  { text: '-Infinity', rule: 'not finite (-Infinity)' },
  { text: 'NaN', rule: 'not a number (NaN)' },
  { text: '0x1', rule: 'not decimal (0x1)' },
  { text: '+1', rule: 'not decimal (+1)' },
  { text: '1.5', rule: 'not whole (1.5)' },
  { text: ' 1', rule: 'not decimal (space)' },
  { text: '1 ', rule: 'not decimal (space)' },
  { text: '١', rule: 'not decimal (Arabic digit)' },
  { text: '1n', rule: 'not decimal (1n)' },
  { text: '', rule: 'empty' },
  { text: 'fuzz', rule: 'not a number' },
  { text: 'true', rule: 'not a number' },
  { text: 'null', rule: 'not a number' },
];

/** Words where a true or false goes that are neither. */
export const NOT_BOOLEAN_TEXTS: readonly string[] = ['yes', '1', '0', 'TRUE', 'null', 'fuzz'];

/** Names of fields no schema has, plain and odd. */
export const UNKNOWN_NAMES: readonly string[] = [
  'unknownField',
  'Id',
  '',
  ' ',
  '__proto__',
  'constructor',
  'a'.repeat(10_000),
  'x\u0000y',
];

/** The integer range of a PostgreSQL integer column (ids, counts). */
export const INT4_MAX = 2 ** 31 - 1;
export const INT4_MIN = -(2 ** 31);

/** Longer than every limit: a request body, a text field or a URL of more than 1 MiB. */
export const HUGE_LENGTH = 1024 * 1024 + 1;

/** The depth of the deeply nested JSON: far past what a recursive parser or validator survives. */
export const DEEP_NESTING = 10_000;

/** The length of the long arrays: far past any array's limit. */
export const LONG_ARRAY = 100_000;

/**
 * Items no list of the console takes more of, whatever its own maximum (the largest today is 500):
 * the rule the long arrays break where a list has no maximum of its own yet.
 */
export const MAX_ITEMS_ANYWHERE = 10_000;
