import { maxHeaderSize, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** The JSON an HTTP error gets from this server: API Gateway's `{ message }`, with a detail where one helps. */
interface ErrorBody {
  message: string;
  detail?: string;
}

export function headersTooLargeDetail(limit: number = maxHeaderSize): string {
  return `The request headers are larger than the ${limit / 1024} KB limit.`;
}

/** Node's parser errors and the answer each gets (the statuses Node itself would send). */
function answerFor(code: string | undefined): { status: number; detail?: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: headersTooLargeDetail() };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, detail: 'A chunk extension of the request body is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: 'The request was not received in time.' };
    default:
      return { status: 400, detail: 'The request is not valid HTTP/1.1.' };
  }
}

/** A whole HTTP/1.1 response, written straight to the socket: no ServerResponse exists for it. */
export function rawJsonResponse(status: number, body: ErrorBody): string {
  const payload = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(payload)}`,
    'Connection: close',
    '',
    payload,
  ].join('\r\n');
}

/** How long a refused client has to read the answer before its socket is dropped anyway. */
const LINGER_MS = 5_000;

/**
 * The http server's 'clientError' listener: a request Node cannot parse (headers over its limit,
 * malformed framing, a header timeout) gets the same JSON error shape as every other 4xx here,
 * instead of Node's bodiless default. As in Node's own handler, nothing is written when a response
 * on the socket has already begun (it would corrupt that response) or the peer is gone; the socket
 * is closed once the answer is written.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, detail } = answerFor(error.code);
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.end(rawJsonResponse(status, { message: STATUS_CODES[status] ?? 'Bad Request', detail }), () => {
    clearTimeout(linger);
    socket.destroy();
  });
}
