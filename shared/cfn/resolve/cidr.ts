import { isUnknown, unknownValue } from '../unknown';
import { type Call, malformed } from './call';
import { findUnknown, unknownFrom } from './helpers';

const IPV4_BLOCK = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;

/**
 * `Fn::Cidr: [block, count, hostBits]` for IPv4, computed the way CloudFormation does: `count`
 * consecutive blocks of 2^hostBits addresses from the start of `block`. IPv6 stays unknown.
 */
export function cidr(args: unknown, { resolve }: Call): unknown {
  if (!Array.isArray(args) || args.length !== 3) return malformed('Fn::Cidr');
  const [block, count, hostBits] = args.map(resolve);
  const unknown = findUnknown([block, count, hostBits]);
  if (unknown) return unknownFrom(`address ranges carved from ${unknown.reason}`, block, count, hostBits);
  if (isUnknown(block) || typeof block !== 'string') return malformed('Fn::Cidr');
  if (block.includes(':')) return unknownValue('address ranges carved from an IPv6 block, not computed');
  const match = IPV4_BLOCK.exec(block);
  const subnets = Number(count);
  const bits = Number(hostBits);
  if (!match || !Number.isInteger(subnets) || !Number.isInteger(bits)) return malformed('Fn::Cidr');
  const octets = match.slice(1, 5).map(Number);
  const prefix = Number(match[5]);
  if (octets.some((octet) => octet > 255) || prefix > 32) return malformed('Fn::Cidr');
  if (subnets < 1 || subnets > 256 || bits < 0 || 32 - bits < prefix) return malformed('Fn::Cidr');
  if (subnets * 2 ** bits > 2 ** (32 - prefix)) return malformed('Fn::Cidr');

  const address = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  const start = address - (address % 2 ** (32 - prefix));
  return Array.from({ length: subnets }, (_, i) => `${toDotted(start + i * 2 ** bits)}/${32 - bits}`);
}

function toDotted(address: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(address / 2 ** shift) % 256).join('.');
}
