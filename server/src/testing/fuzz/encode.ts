import type { FuzzBody, FuzzCase, FuzzTarget, MultipartPart } from './cases.ts';

/**
 * A fuzz case as the request that carries it: the URL percent-encoded (a lone surrogate too, as
 * the bytes a sloppy client would send), the body with its content type.
 */
export interface EncodedRequest {
  method: FuzzTarget['method'];
  url: string;
  headers: Record<string, string>;
  /** Text, or bytes where the text holds a lone surrogate (a multipart body). */
  payload?: string | Buffer;
}

/** The three bytes of a surrogate code unit in the generalised UTF-8 a lone surrogate travels as. */
const surrogateBytes = (unit: number) => [
  0xe0 | (unit >> 12),
  0x80 | ((unit >> 6) & 0x3f),
  0x80 | (unit & 0x3f),
];

/** A character of a text that is half of a UTF-16 pair on its own (iterating a text yields it alone). */
const isLoneSurrogate = (character: string) => {
  const unit = character.charCodeAt(0);
  return character.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
};

/**
 * Whether a text holds a lone surrogate. With the `u` flag a pair is one code point, so only a lone
 * half matches: a native scan, where walking a megabyte text character by character took seconds
 * of the suite's run.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** encodeURIComponent, except that a lone surrogate is sent instead of throwing. */
export function percentEncode(text: string): string {
  if (!LONE_SURROGATE.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const character of text) {
    out += isLoneSurrogate(character)
      ? surrogateBytes(character.charCodeAt(0))
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(character);
  }
  return out;
}

/**
 * A body's bytes: UTF-8, except that a lone surrogate travels as its three bytes, as a sloppy
 * client would send it (a text's own UTF-8 encoding would turn it into U+FFFD, which is good text).
 */
function bytesOf(text: string): string | Buffer {
  if (!LONE_SURROGATE.test(text)) return text;
  return Buffer.concat(
    [...text].map((character) =>
      isLoneSurrogate(character)
        ? Buffer.from(surrogateBytes(character.charCodeAt(0)))
        : Buffer.from(character),
    ),
  );
}

const formText = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');

export const MULTIPART_BOUNDARY = 'fuzz-boundary-7d1a';

/** A part's name as browsers escape it in its header (the HTML standard's form encoding). */
const headerName = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A multipart/form-data body; without its closing delimiter when `truncated`. */
export function multipartText(parts: readonly MultipartPart[], truncated = false): string {
  const sections = parts.map((part) => {
    const file = part.fileName === undefined ? '' : `; filename="${headerName(part.fileName)}"`;
    const type = part.fileName === undefined ? '' : 'Content-Type: text/plain\r\n';
    return `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${headerName(part.name)}"${file}\r\n${type}\r\n${part.value}\r\n`;
  });
  return sections.join('') + (truncated ? '' : `--${MULTIPART_BOUNDARY}--\r\n`);
}

function encodedBody(body: FuzzBody): { contentType?: string; payload: string | Buffer } {
  switch (body.type) {
    case 'json':
      return { contentType: 'application/json', payload: body.text };
    case 'form':
      return { contentType: 'application/x-www-form-urlencoded', payload: formText(body.pairs) };
    case 'multipart':
      return {
        contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        payload: bytesOf(multipartText(body.parts)),
      };
    case 'raw':
      return {
        ...(body.contentType === undefined ? {} : { contentType: body.contentType }),
        payload: body.payload,
      };
  }
}

export function encodeCase(target: FuzzTarget, fuzzCase: FuzzCase): EncodedRequest {
  const path = target.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) =>
    percentEncode(fuzzCase.params[name] ?? ''),
  );
  const query = formText(fuzzCase.query);
  const body = fuzzCase.body && encodedBody(fuzzCase.body);
  return {
    method: target.method,
    url: query ? `${path}?${query}` : path,
    headers: body?.contentType ? { 'content-type': body.contentType } : {},
    ...(body ? { payload: body.payload } : {}),
  };
}
