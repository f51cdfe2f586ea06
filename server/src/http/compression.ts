import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compression of whole answers (docs/operations.md): a JSON answer (a 100-row accounts page is
 * about 44 KB) or the console's page of at least COMPRESS_MIN_BYTES goes out brotli- or
 * gzip-encoded when the request accepts it, with `Vary: Accept-Encoding` so a cache keeps the
 * encodings apart.
 *
 * Decisions:
 * - Our own onSend hook rather than @fastify/compress: that plugin also compresses streams and
 *   downloads, and a route answers both a page of JSON and (format=csv) its streamed export; it
 *   cannot be told apart by route. Here only a payload that is already whole (a string or a Buffer)
 *   is compressed.
 * - **Streams are sent as they are**: CSV exports, files and anything long-running keep flowing
 *   batch by batch (a compressor holds bytes back until its window fills) and keep their long-work
 *   budget (budget.ts) untouched. Downloads (`Content-Disposition: attachment`) too, streamed or
 *   not: they are saved as made, byte for byte.
 * - An answer that already says its Content-Encoding (the web app's assets, precompressed at build
 *   time by web/build/compress-assets.ts and sent by @fastify/static), a partial answer (206,
 *   Content-Range), or one without a body is left alone.
 * - HEAD is answered with the headers GET would have (RFC 9110 §9.3.2): the same encoding and
 *   length; Fastify then drops the body.
 * - Brotli at quality 5 and gzip at level 6 (measured on a 100-row accounts page of 43.8 KB, on a
 *   busy machine: brotli 5 gives 3.6 KB in about 2 ms, gzip 6 3.8 KB in about 1 ms; brotli 4 gave
 *   4.0 KB and was slower, brotli 11 3.1 KB in 390 ms). It runs on zlib's thread pool, off the event
 *   loop. The highest qualities only pay for files compressed once (the build's assets).
 */

/** Smaller answers go as they are: the encoding's overhead and the CPU buy nothing under 1 KB. */
export const COMPRESS_MIN_BYTES = 1024;

/** Preferred first: brotli 5 is a little smaller than gzip 6 on our JSON (3.6 against 3.8 KB). */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Text answers worth compressing; images, archives and PDFs are compressed already. */
const COMPRESSIBLE =
  /^(application\/(json|[\w.+-]+\+json|javascript|xml)|text\/[\w.+-]+|image\/svg\+xml)\s*(;|$)/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compress: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipped(data, { level: 6 }),
};

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/** Whether the answer is one to compress, whatever the request accepts. */
function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return false;
  const disposition = reply.getHeader('content-disposition');
  if (typeof disposition === 'string' && /^\s*attachment/i.test(disposition)) return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return false;
  return Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES;
}

/** Installed on the root instance, so every route, the error handler and the page fallback share it. */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(reply, payload)) return payload;
    addVary(reply);
    const accepted = request.headers['accept-encoding'];
    const encoding = typeof accepted === 'string' ? negotiate(accepted.toLowerCase(), [...ENCODINGS]) : null;
    if (!encoding) return payload;
    const body = await compress[encoding](Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
    reply.header('content-encoding', encoding);
    // Fastify counts the length of what is sent (the compressed bytes) once the hooks are done.
    reply.removeHeader('content-length');
    return body;
  });
}
