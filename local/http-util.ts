import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyTooLargeDetail, MAX_REQUEST_BODY_BYTES } from '#shared/api/limits';

/** A body over the limit: the server answers 413 instead of resetting the connection. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(bodyTooLargeDetail(limit));
  }
}

/**
 * Bytes of an oversized body read (and discarded) before the answer, so the client has finished
 * sending and reads the 413 instead of a reset. Beyond this the connection is simply dropped.
 */
const DRAIN_FACTOR = 4;

/**
 * Reads a request body of at most `limit` bytes. A larger one is read to its end without being
 * kept and rejected with `BodyTooLargeError` (answering while the client still sends would reset
 * the connection under it).
 */
export function readBody(req: IncomingMessage, limit = MAX_REQUEST_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * DRAIN_FACTOR) {
        reject(new BodyTooLargeError(limit));
        req.destroy();
      }
    });
    req.on('end', () =>
      size > limit ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/**
 * The router's own 404: API Gateway's body ({ message }) plus the `detail` every other error in
 * the API carries, which is what the web client reads. The path is the request's own, without its
 * query string, so a caller sees which request found no route.
 */
export function sendNoRoute(res: ServerResponse, method: string, pathname: string) {
  sendJson(res, 404, { message: 'Not Found', detail: `No route for ${method} ${pathname}` });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': payload.length,
    ...headers,
  });
  res.end(payload);
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  const payload = Buffer.from(html);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': payload.length,
    'cache-control': 'no-store',
  });
  res.end(payload);
}

export function redirect(res: ServerResponse, location: string, status = 302) {
  res.writeHead(status, { location, 'content-length': 0, 'cache-control': 'no-store' });
  res.end();
}
