import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import { nameOf } from './nouns';
import { dig, toList, toNumber } from './props';
import { RecentAnswers } from './recent-answers';

/** Security group ingress, read from inline SecurityGroupIngress entries or a standalone resource. */

export type Protocol = 'tcp' | 'udp' | 'all' | 'other';

/** One ingress entry open to the whole internet, with its ports resolved. */
export interface OpenIngress {
  cidr: string;
  protocol: Protocol;
  from: number;
  to: number;
}

export const SECURITY_GROUP_TYPES = ['AWS::EC2::SecurityGroup', 'AWS::EC2::SecurityGroupIngress'] as const;

const PROTOCOLS: Record<string, Protocol> = {
  '-1': 'all',
  all: 'all',
  tcp: 'tcp',
  '6': 'tcp',
  udp: 'udp',
  '17': 'udp',
};

function entriesOf(resource: Resource): { entries: readonly unknown[]; prefix: string } | UnknownValue {
  if (resource.type === 'AWS::EC2::SecurityGroupIngress')
    return { entries: [resource.properties], prefix: '' };
  const list = toList(resource.properties.SecurityGroupIngress);
  return isUnknown(list) ? list : { entries: list, prefix: 'SecurityGroupIngress' };
}

/** A CIDR with prefix length 0 covers every address (0.0.0.0/0, ::/0, ::0/0 ...). */
const CIDR_KEYS = ['CidrIp', 'CidrIpv6'] as const;

function worldCidr(entry: unknown): string | UnknownValue | undefined {
  for (const key of CIDR_KEYS) {
    const cidr = dig(entry, key);
    if (isUnknown(cidr)) return cidr;
    if (typeof cidr !== 'string') continue;
    const trimmed = cidr.trim();
    if (/\/0+$/.test(trimmed)) return trimmed;
  }
  return undefined;
}

/** Protocol and port range; tcp/udp without ports (or with -1) count as every port. */
function portsOf(entry: unknown): Omit<OpenIngress, 'cidr'> | UnknownValue {
  const raw = dig(entry, 'IpProtocol');
  if (isUnknown(raw)) return raw;
  const protocol = PROTOCOLS[String(raw).toLowerCase()] ?? 'other';
  if (protocol === 'all') return { protocol, from: 0, to: 65535 };
  const from = toNumber(dig(entry, 'FromPort'));
  const to = toNumber(dig(entry, 'ToPort'));
  if (isUnknown(from)) return from;
  if (isUnknown(to)) return to;
  if (from === undefined || from < 0 || to === undefined || to < 0) return { protocol, from: 0, to: 65535 };
  return { protocol, from, to };
}

/**
 * Checks every internet-open ingress entry with `offence`, which returns a phrase such as
 * "port 22 (SSH)" when the entry breaks the rule. An entry whose CIDR cannot be resolved counts
 * as open when its ports would offend (answer: unknown); any definite offence makes a fail.
 */
export function checkOpenIngress(
  resource: Resource,
  offence: (open: OpenIngress) => string | undefined,
): Evaluation {
  const read = worldEntriesOf(resource);
  if (isUnknown(read)) return unknownFrom('SecurityGroupIngress', read);
  const offences: string[] = [];
  let undecided: Evaluation | undefined;
  // an entry's label is worded only when an unknown names it (most entries are plain)
  for (const entry of read.entries) {
    if ('unknown' in entry) {
      if (undecided) continue;
      const label = ingressLabel(read.prefix, entry.index);
      undecided = unknownFrom(entry.part === 'entry' ? label : `the port range of ${label}`, entry.unknown);
      continue;
    }
    const found = offence(entry.open);
    if (!found) continue;
    if (isUnknown(entry.cidr))
      undecided ??= unknownFrom(`the source CIDR of ${ingressLabel(read.prefix, entry.index)}`, entry.cidr);
    else offences.push(`${found} from ${entry.cidr}`);
  }
  if (offences.length > 0) {
    return failWith(`${nameOf(resource)} allows ingress to ${offences.join(', ')}.`);
  }
  return undecided ?? PASS;
}

/** An ingress entry open to every address with its ports, or the unknown that hides its reading. */
type WorldEntry =
  | { index: number; part: 'entry' | 'ports'; unknown: UnknownValue }
  | { index: number; open: OpenIngress; cidr: string | UnknownValue };

/**
 * A security group's entries open to the internet (and those that cannot be read), in order, read
 * once for the rules that ask in a row: five rules check the same entries against their own ports.
 */
const worldEntries = new RecentAnswers(readWorldEntries);

function worldEntriesOf(resource: Resource): { prefix: string; entries: WorldEntry[] } | UnknownValue {
  return worldEntries.of(resource);
}

function readWorldEntries(resource: Resource): { prefix: string; entries: WorldEntry[] } | UnknownValue {
  const read = entriesOf(resource);
  if (isUnknown(read)) return read;
  const entries: WorldEntry[] = [];
  for (let index = 0; index < read.entries.length; index++) {
    const entry = read.entries[index];
    if (isUnknown(entry)) {
      entries.push({ index, part: 'entry', unknown: entry });
      continue;
    }
    const cidr = worldCidr(entry);
    if (cidr === undefined) continue;
    const ports = portsOf(entry);
    if (isUnknown(ports)) entries.push({ index, part: 'ports', unknown: ports });
    else entries.push({ index, open: { cidr: isUnknown(cidr) ? '' : cidr, ...ports }, cidr });
  }
  return { prefix: read.prefix, entries };
}

function ingressLabel(prefix: string, index: number): string {
  return prefix ? `${prefix}[${index}]` : 'the ingress rule';
}

export interface NamedPort {
  port: number;
  name: string;
  protocols: readonly Protocol[];
}

/** The first of `ports` the open entry reaches, as "port 22 (SSH)". */
export function reachedPorts(open: OpenIngress, ports: readonly NamedPort[]): string | undefined {
  let hits: NamedPort[] | undefined;
  for (const p of ports) {
    if (open.protocol !== 'all' && !p.protocols.includes(open.protocol)) continue;
    if (open.from > p.port || p.port > open.to) continue;
    if (hits) hits.push(p);
    else hits = [p];
  }
  if (!hits) return undefined;
  const names = hits.map((p) => `${p.port} (${p.name})`);
  return `${hits.length === 1 ? 'port' : 'ports'} ${names.join(', ')}`;
}

/**
 * Services never meant for the internet that are neither admin consoles nor data stores: clear-text
 * Telnet and FTP, Windows file sharing, directory and Kerberos, Kafka brokers.
 */
export const RISKY_PORTS: readonly NamedPort[] = [
  { port: 20, name: 'FTP data', protocols: ['tcp'] },
  { port: 21, name: 'FTP', protocols: ['tcp'] },
  { port: 23, name: 'Telnet', protocols: ['tcp'] },
  { port: 88, name: 'Kerberos', protocols: ['tcp', 'udp'] },
  { port: 139, name: 'NetBIOS (SMB)', protocols: ['tcp'] },
  { port: 389, name: 'LDAP', protocols: ['tcp', 'udp'] },
  { port: 445, name: 'SMB', protocols: ['tcp'] },
  { port: 464, name: 'Kerberos password', protocols: ['tcp', 'udp'] },
  { port: 636, name: 'LDAPS', protocols: ['tcp'] },
  { port: 749, name: 'Kerberos admin', protocols: ['tcp', 'udp'] },
  { port: 750, name: 'Kerberos', protocols: ['tcp', 'udp'] },
  { port: 9092, name: 'Kafka', protocols: ['tcp'] },
];

/** Administration ports: remote shell and remote desktop. */
/**
 * Prowler's high-risk TCP ports (its ec2_high_risk_ports setting) not already in RISKY_PORTS: mail
 * and mailbox protocols, Windows RPC, and the ports development servers and admin consoles
 * default to. SMB (445) is in RISKY_PORTS.
 */
export const HIGH_RISK_PORTS: readonly NamedPort[] = [
  { port: 25, name: 'SMTP', protocols: ['tcp'] },
  { port: 110, name: 'POP3', protocols: ['tcp'] },
  { port: 135, name: 'Windows RPC', protocols: ['tcp'] },
  { port: 143, name: 'IMAP', protocols: ['tcp'] },
  { port: 3000, name: 'development server', protocols: ['tcp'] },
  { port: 4333, name: 'mSQL', protocols: ['tcp'] },
  { port: 5000, name: 'development server', protocols: ['tcp'] },
  { port: 5500, name: 'VNC', protocols: ['tcp'] },
  { port: 8080, name: 'HTTP alternate', protocols: ['tcp'] },
  { port: 8088, name: 'HTTP alternate', protocols: ['tcp'] },
];

export const ADMIN_PORTS: readonly NamedPort[] = [
  { port: 22, name: 'SSH', protocols: ['tcp'] },
  { port: 3389, name: 'RDP', protocols: ['tcp', 'udp'] },
];

/** Default listener ports of database, cache, search and file-share engines AWS hosts. */
export const DATABASE_PORTS: readonly NamedPort[] = [
  { port: 1433, name: 'SQL Server', protocols: ['tcp'] },
  { port: 1521, name: 'Oracle', protocols: ['tcp'] },
  { port: 2049, name: 'NFS', protocols: ['tcp', 'udp'] },
  { port: 2483, name: 'Oracle', protocols: ['tcp'] },
  { port: 2484, name: 'Oracle TLS', protocols: ['tcp'] },
  { port: 3306, name: 'MySQL', protocols: ['tcp'] },
  { port: 5432, name: 'PostgreSQL', protocols: ['tcp'] },
  { port: 5439, name: 'Redshift', protocols: ['tcp'] },
  { port: 6379, name: 'Redis', protocols: ['tcp'] },
  { port: 8182, name: 'Neptune', protocols: ['tcp'] },
  { port: 9042, name: 'Cassandra', protocols: ['tcp'] },
  { port: 9200, name: 'OpenSearch', protocols: ['tcp'] },
  { port: 9300, name: 'OpenSearch', protocols: ['tcp'] },
  { port: 11211, name: 'Memcached', protocols: ['tcp', 'udp'] },
  { port: 27017, name: 'MongoDB', protocols: ['tcp'] },
];
