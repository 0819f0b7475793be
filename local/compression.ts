import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

// CloudFront compresses these types when the object is 1,000 to 10,000,000 bytes; fonts in WOFF/WOFF2
// and images other than SVG are compressed already.
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml|font\/(ttf|otf|eot))/;
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

export function isCompressible(contentType: string, size: number): boolean {
  return COMPRESSIBLE.test(contentType) && size >= MIN_BYTES && size <= MAX_BYTES;
}

/** Brotli when the client accepts it (CloudFront prefers it), else gzip, else none. `q=0` refuses. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 5: close to what CDNs use on the fly; 11 takes seconds on a large bundle. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
}
