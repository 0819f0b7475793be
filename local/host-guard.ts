import type { IncomingMessage } from 'node:http';

/**
 * The hosts this server answers for: its loopback addresses and the public URL browsers use.
 * The identity provider builds its endpoint URLs from the Host header, and a page on another site
 * whose name is re-pointed at 127.0.0.1 (DNS rebinding) would otherwise be the same origin as
 * this server; refusing unknown hosts closes both.
 */
export function allowedHosts(port: number, publicUrl: string): Set<string> {
  return new Set([`localhost:${port}`, `127.0.0.1:${port}`, new URL(publicUrl).host.toLowerCase()]);
}

export interface HostRefusal {
  status: 400 | 421;
  body: { message: string; detail: string };
}

/** Why the request's Host is not one of ours, or undefined when it is. */
export function refuseForeignHost(req: IncomingMessage, allowed: Set<string>): HostRefusal | undefined {
  const host = req.headers.host?.toLowerCase();
  const known = [...allowed].join(', ');
  if (!host) {
    return {
      status: 400,
      body: {
        message: 'Bad Request',
        detail: `The request has no Host header; this server answers for ${known}.`,
      },
    };
  }
  if (allowed.has(host)) return undefined;
  return {
    status: 421,
    body: {
      message: 'Misdirected Request',
      detail:
        `This local server answers only for ${known}, not for "${host}". ` +
        'To reach it through another address, set SAHAB_PUBLIC_URL to that address.',
    },
  };
}
