import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Why a request to the embedded database comes from a web page rather than from our own SDK
 * clients, or undefined when it does not. dynalite itself answers every origin with
 * `Access-Control-Allow-Origin: *`, so a page in the developer's browser could read and write the
 * local data. Browsers mark their requests (Origin on cross-site and on all non-GET requests,
 * Sec-Fetch-* on all of them, OPTIONS for preflights) and send their own site's name as Host after
 * a DNS rebinding; the AWS SDK does none of that.
 */
export function browserRequestReason(
  req: IncomingMessage,
  allowedHosts: ReadonlySet<string>,
): string | undefined {
  if (req.method === 'OPTIONS') return 'cross-origin preflight requests are refused';
  if (req.headers.origin !== undefined) return 'requests from web pages (with an Origin header) are refused';
  if (req.headers['sec-fetch-mode'] !== undefined) return 'requests from browsers are refused';
  if (!allowedHosts.has((req.headers.host ?? '').toLowerCase()))
    return 'requests for another host are refused';
  return undefined;
}

/** Puts the browser check in front of dynalite's own request handler. */
export function guardAgainstBrowsers(server: Server, allowedHosts: () => ReadonlySet<string>): void {
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const reason = browserRequestReason(req, allowedHosts());
    if (!reason) {
      for (const handler of handlers) handler(req, res);
      return;
    }
    const body = JSON.stringify({
      __type: 'com.amazon.coral.service#AccessDeniedException',
      message: `Local database: ${reason}. Only the local runtime's own clients may use it.`,
    });
    res.writeHead(403, {
      'content-type': 'application/x-amz-json-1.0',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
    req.resume();
  });
}
