import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { sendHtml } from './http-util';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const NOT_BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sahab</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build:web</code> (or restart <code>npm start</code>, which builds it when
<code>web/vite.config.ts</code> exists). The API, <code>/config.json</code> and the sign-in provider already work.</p>
</body></html>`;

/**
 * Serves the built SPA like S3 + CloudFront do: files as they are (hashed assets cached for a
 * year), and `index.html` for any other GET so client-side routes survive a reload.
 */
export function createStaticSite(root: string) {
  const indexFile = join(root, 'index.html');

  function send(req: IncomingMessage, res: ServerResponse, file: string, size: number) {
    const immutable = file.startsWith(join(root, 'assets') + sep);
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    const file = normalize(join(root, decoded));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && existsSync(file)) {
      const stats = statSync(file);
      if (stats.isFile()) {
        send(req, res, file, stats.size);
        return;
      }
    }
    if (extname(decoded) !== '' && decoded !== '/index.html') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    if (existsSync(indexFile)) send(req, res, indexFile, statSync(indexFile).size);
    else sendHtml(res, 503, NOT_BUILT);
  };
}
