/**
 * The IPv4 ranges no internet address falls in (RFC 1918's private ranges, RFC 6598's shared
 * space): a source in one of them reaches the design over a private path (VPN, Direct Connect,
 * peering), never over the internet.
 */
const PRIVATE_RANGES: readonly (readonly [string, number])[] = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
];

function addressOf(dotted: string): number | undefined {
  const parts = dotted.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + p, 0);
}

/** Whether a CIDR lies wholly inside one of the private ranges. */
export function isPrivateCidr(cidr: string): boolean {
  const [dotted = '', bits = '32'] = cidr.split('/');
  const address = addressOf(dotted);
  const prefix = Number(bits);
  if (address === undefined || !Number.isInteger(prefix)) return false;
  return PRIVATE_RANGES.some(([base, size]) => {
    const start = addressOf(base) as number;
    const span = 2 ** (32 - size);
    return prefix >= size && address >= start && address < start + span;
  });
}

/** Sources the brief allows, every one of them private: what they reach must be reachable privately. */
export const onlyPrivateSources = (cidrs: readonly string[]): boolean =>
  cidrs.length > 0 && cidrs.every(isPrivateCidr);
