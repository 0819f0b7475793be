import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isForbiddenAddress } from '../notifications/webhook-guard';

/** Every address a host name resolves to (the same resolver the guard checked the URL with). */
type Resolve = (host: string) => Promise<string[]>;

/** statuses whose Response has no body */
const NO_BODY = new Set([204, 205, 304]);

const familyOf = (address: string) => (address.includes(':') ? 6 : 4);

/**
 * The connection's own DNS lookup: it resolves the host and hands the socket only addresses the
 * guard allows, so the address connected to is one that was checked. Checking the URL beforehand
 * and then letting fetch resolve again would leave a gap a DNS rebinding (public at the check,
 * 169.254.169.254 at the connect) could use.
 */
export function guardedLookup(resolve: Resolve, allowAny: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const allowed = allowAny ? addresses : addresses.filter((a) => !isForbiddenAddress(a));
        if (allowed.length === 0 || allowed.length < addresses.length) {
          const error = Object.assign(
            new Error(`${hostname} resolves to a private, loopback or link-local address: not sent.`),
            { code: 'EADDRNOTAVAIL' },
          );
          callback(error, '', 4);
          return;
        }
        if (options.all) {
          callback(
            null,
            allowed.map((address) => ({ address, family: familyOf(address) })),
          );
          return;
        }
        const [first] = allowed as [string];
        callback(null, first, familyOf(first));
      },
      (error: Error) => callback(Object.assign(error, { code: 'ENOTFOUND' }), '', 4),
    );
  };
}

/**
 * A `fetch` for webhooks whose connections go only to checked public addresses (see
 * `guardedLookup`); `localOrigins` are the local runtime's receivers on this machine, reached as
 * they are. No redirect is followed, as with fetch's `redirect: 'manual'`. TLS still verifies the
 * certificate against the URL's host name.
 */
export function pinnedWebhookFetch(resolve: Resolve, localOrigins: readonly string[] = []): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : undefined;
    // a length rather than chunked encoding, which some receivers refuse
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    return new Promise<Response>((done, fail) => {
      const call = send(
        url,
        {
          method: init.method ?? 'GET',
          headers,
          lookup: guardedLookup(resolve, localOrigins.includes(url.origin)),
          ...(init.signal && { signal: init.signal }),
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', fail);
          answer.on('end', () => {
            const status = answer.statusCode ?? 502;
            // a Response of these statuses may carry no body; one outside 200-599 cannot be built
            const body = NO_BODY.has(status) ? null : Buffer.concat(chunks);
            done(new Response(body, { status: status < 200 || status > 599 ? 502 : status }));
          });
        },
      );
      call.on('error', fail);
      call.end(body);
    });
  }) as typeof fetch;
}
