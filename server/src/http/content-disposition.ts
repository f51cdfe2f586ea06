/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves as is but the header may not carry. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A download's Content-Disposition (RFC 6266): a plain ASCII filename for old clients and
 * filename* with the exact UTF-8 name, which every current browser prefers.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = [...fileName]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) > 0x7e || c === '"' || c === '\\' ? '_' : c))
    .join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
