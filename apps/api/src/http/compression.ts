import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Bodies smaller than this go as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

/** Preferred first: brotli packs JSON about a fifth smaller than gzip at a similar cost (quality 4). */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to answer with for an `Accept-Encoding` header: the one with the highest quality value,
 * brotli on a tie; undefined when the client accepts neither (or sent no header: identity).
 */
export function chooseCoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { coding: ContentCoding; weight: number } | undefined;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}

const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP = { level: 6 };

/**
 * Bodies up to this size (every JSON answer) are compressed in one piece, on zlib's thread pool: no
 * stream machinery on the event loop, and the answer keeps a Content-Length. Larger ones stream.
 */
export const ONE_PIECE_MAX_BYTES = 1024 * 1024;
const brotliInOnePiece = promisify(brotliCompress);
const gzipInOnePiece = promisify(gzip);

function compressor(coding: ContentCoding): Duplex {
  return coding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
}

function compressInOnePiece(coding: ContentCoding, body: ArrayBuffer): Promise<Buffer> {
  const bytes = new Uint8Array(body);
  return coding === 'br' ? brotliInOnePiece(bytes, BROTLI) : gzipInOnePiece(bytes, GZIP);
}

/**
 * Compresses responses (brotli or gzip, as the request's `Accept-Encoding` allows): JSON, text and the
 * other compressible types of at least 1 KiB. Left as they are: stored files under `/storage/` (pictures,
 * audio and video are compressed already, and their ranges must stay byte ranges), partial content,
 * responses that already carry a coding or `no-transform`, HEAD. The realtime socket never reaches
 * here (the HTTP server's upgrade event takes it). `Vary: Accept-Encoding` goes on every response that
 * could have been compressed, so that no cache hands a compressed body to a client that cannot read it.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith('/storage/') || c.req.method === 'HEAD') return;
    const { res } = c;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      res.status === 206 ||
      res.status === 204 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESSION_THRESHOLD_BYTES) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const coding = chooseCoding(c.req.header('Accept-Encoding'));
    if (!coding) return;
    // A body without a length (c.json gives one) is read first, to skip the small ones.
    let body: ReadableStream<Uint8Array> | ArrayBuffer = res.body;
    if (length === null || Number(length) <= ONE_PIECE_MAX_BYTES) {
      const buffer = await res.arrayBuffer();
      if (buffer.byteLength < COMPRESSION_THRESHOLD_BYTES) {
        c.res = new Response(buffer, res);
        return;
      }
      body = buffer;
    }
    if (body instanceof ArrayBuffer && body.byteLength <= ONE_PIECE_MAX_BYTES) {
      const compressed = await compressInOnePiece(coding, body);
      c.res = new Response(new Uint8Array(compressed), res);
      c.res.headers.set('Content-Length', String(compressed.byteLength));
    } else {
      const source = body instanceof ArrayBuffer ? new Response(body).body : body;
      if (!source) return;
      const transform = Duplex.toWeb(compressor(coding)) as unknown as ReadableWritablePair<
        Uint8Array,
        Uint8Array
      >;
      c.res = new Response(source.pipeThrough(transform), res);
      c.res.headers.delete('Content-Length');
    }
    c.res.headers.set('Content-Encoding', coding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
