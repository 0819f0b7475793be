import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pageFileOf, SPA_SHELL_FILE } from '#shared/http/site-pages';
import { compress, type Encoding, isCompressible, negotiateEncoding } from './compression';
import { contentTypeOf } from './content-types';

const NOT_BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sahab</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build:web</code> (or restart <code>npm start</code>, which builds it when
<code>web/vite.config.ts</code> exists). The API, <code>/config.json</code> and the sign-in provider already work.</p>
</body></html>`;

export interface SiteAnswer {
  status: number;
  contentType: string;
  cacheControl: string;
  body: Buffer;
}

/**
 * Serves the built SPA like S3 + CloudFront do: files as they are (hashed assets cached for a
 * year), a pre-rendered page's own file at its address (`/pricing` -> `pricing.html`), the shell
 * (`spa.html`) for any other GET so client-side routes survive
 * a reload, the response-headers policy's security headers on every answer, and text compressed
 * (br or gzip) as the client accepts. Compressed files are kept in memory until they change on disk.
 */
export function createStaticSite(root: string, headers: Readonly<Record<string, string>>) {
  const shellFile = join(root, SPA_SHELL_FILE);
  const isInside = (file: string) => file === root || file.startsWith(root + sep);
  const isFile = (file: string) => isInside(file) && existsSync(file) && statSync(file).isFile();
  const compressed = new Map<string, Promise<Buffer>>();

  function compressedFile(file: string, mtimeMs: number, body: Buffer, encoding: Encoding) {
    const key = `${file}\0${mtimeMs}\0${encoding}`;
    let entry = compressed.get(key);
    if (!entry) {
      for (const old of compressed.keys()) if (old.startsWith(`${file}\0`)) compressed.delete(old);
      entry = compress(body, encoding);
      compressed.set(key, entry);
      entry.catch(() => compressed.delete(key));
    }
    return entry;
  }

  /** Writes one answer, compressed when its type and size qualify and the client accepts it. */
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    a: SiteAnswer,
    source?: { file: string; mtimeMs: number },
  ) {
    const compressible = isCompressible(a.contentType, a.body.length);
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    let body = a.body;
    if (encoding)
      body = source
        ? await compressedFile(source.file, source.mtimeMs, a.body, encoding)
        : await compress(a.body, encoding);
    res.writeHead(a.status, {
      ...headers,
      'content-type': a.contentType,
      'content-length': body.length,
      'cache-control': a.cacheControl,
      ...(compressible && { vary: 'Accept-Encoding' }),
      ...(encoding && { 'content-encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string) {
    const { size, mtimeMs } = statSync(file);
    const contentType = contentTypeOf(file);
    const cacheControl = file.startsWith(join(root, 'assets') + sep)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    if (!isCompressible(contentType, size)) {
      res.writeHead(200, {
        ...headers,
        'content-type': contentType,
        'content-length': size,
        'cache-control': cacheControl,
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    await answer(
      req,
      res,
      { status: 200, contentType, cacheControl, body: await readFile(file) },
      { file, mtimeMs },
    );
  }

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    const file = normalize(join(root, decoded));
    if (isFile(file)) return sendFile(req, res, file);
    if (extname(decoded) !== '' && decoded !== '/index.html') {
      const text = 'text/plain; charset=utf-8';
      return answer(req, res, {
        status: 404,
        contentType: text,
        cacheControl: 'no-cache',
        body: Buffer.from('Not found'),
      });
    }
    const page = normalize(join(root, pageFileOf(decoded)));
    if (isFile(page)) return sendFile(req, res, page);
    if (isFile(shellFile)) return sendFile(req, res, shellFile);
    const html = 'text/html; charset=utf-8';
    return answer(req, res, {
      status: 503,
      contentType: html,
      cacheControl: 'no-store',
      body: Buffer.from(NOT_BUILT),
    });
  }

  return { serve, answer };
}
