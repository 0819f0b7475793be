import { BlockList, isIP } from 'node:net';
import type { ResolveHost } from './ports';

/** Addresses a webhook must never reach: private, loopback, link-local, shared and special ranges. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a webhook may not be sent to (IPv4-mapped IPv6 checked as IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return FORBIDDEN.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a webhook URL is refused, or undefined when it may be used: it must be https, and its host
 * must resolve only to public addresses (checked again at each delivery, since DNS can change).
 * `localOrigins` is the local runtime's explicit allowance for a receiver on this machine.
 */
export async function webhookUrlProblem(
  text: string,
  resolve: ResolveHost,
  localOrigins: readonly string[] = [],
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The webhook URL is not a URL.';
  }
  if (localOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return 'The webhook URL must start with https://.';
  if (url.username || url.password) return 'The webhook URL must not carry a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `${host} does not resolve to an address.`;
  }
  if (addresses.length === 0) return `${host} does not resolve to an address.`;
  const forbidden = addresses.find(isForbiddenAddress);
  if (forbidden) {
    return `${host} resolves to ${forbidden}, a private, loopback or link-local address: webhooks go only to public addresses.`;
  }
  return undefined;
}
