/**
 * Instance sizes as briefs write them ("t3.small", "db.r6g.large", "cache.t4g.micro",
 * "r6g.large.search") and the properties that take each shape, by the properties' own names.
 */

const SHAPE =
  /^(db\.|cache\.)?[a-z][a-z0-9-]*\d[a-z0-9-]*\.(nano|micro|small|medium|large|\d*xlarge|metal)(\.search)?$/;

export const isInstanceSize = (word: string) => SHAPE.test(word);

/**
 * The text with each size written between a count and what it counts moved out of the way ("3
 * kafka.m5.large brokers" reads "3 brokers", blanks before it): the same length, so every place
 * stays near where it was, and a family's count words read the count as they read "3 brokers".
 */
export function countsBesideSizes(text: string): string {
  return text.replace(/(\d+)\s+(\S+)\s(?=\S)/g, (whole, count: string, size: string) =>
    ANY_SIZE.test(size) ? `${' '.repeat(whole.length - count.length - 1)}${count} ` : whole,
  );
}

/** Any service's instance size, its service's prefix and all ("kafka.m5.large", "mq.m5.large", "db.r6g.large"). */
const ANY_SIZE =
  /^(?:[a-z]+\.)?[a-z][a-z0-9-]*\d[a-z0-9-]*\.(?:nano|micro|small|medium|large|\d*xlarge|metal)(?:\.[a-z]+)?$/;

/** A property that takes an instance size: the architect's default there is what a stated size replaces. */
export const isSizePath = (path: string) => /(InstanceType|InstanceClass|NodeType)$/.test(path);

/** A size or storage property whose schema names no unit counts GiB, as EBS volumes and domains do. */
export const countsGiB = (path: string) => /(Size|Storage)$/.test(path);

/** A property whose name says it counts bytes (`BytesScannedCutoffPerQuery`, `MaxBatchSizeBytes`). */
export const countsBytes = (path: string) => /(^|[a-z.])Bytes([A-Z]|$)/.test(path.split('.').at(-1) ?? '');

/** Which size properties a size of this shape is for: `db.` a database's, `cache.` a cache's, `.search` a search domain's. */
export function shapeFits(path: string, type: string, size: string): boolean {
  const name = path.split('.').at(-1) ?? '';
  if (!isSizePath(name)) return false;
  if (size.startsWith('db.'))
    return /DBInstanceClass$|NodeType$/.test(name) && !/ElastiCache|OpenSearch/.test(type);
  if (size.startsWith('cache.')) return type.includes('ElastiCache');
  if (size.endsWith('.search')) return type.includes('OpenSearch');
  return !/DBInstanceClass$|CacheNodeType$/.test(name) && !/OpenSearch|MemoryDB/.test(type);
}

const CIDR = /^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$/;

/** An address range as briefs write it ("10.20.0.0/16"). */
export const isCidr = (word: string) => CIDR.test(word);

/** The sizes AWS allows a VPC's or a subnet's range: from a /16 to a /28. */
export const RANGE_PREFIXES = [16, 28] as const;

/** A network's own address range (a VPC's, a subnet's), never a rule's. */
export const isRangePath = (path: string) => path === 'CidrBlock';

/** A path as briefs write it ("/healthz", "/mnt/models", "/lab-results"). */
export const isFilePath = (word: string) => /^\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*\/?$/i.test(word);

/** A property whose name says it holds a path (`HealthCheckPath`, `LocalMountPath`, `RootDirectory.Path`). */
export const isPathPath = (path: string) => /Path$/.test(path.split('.').at(-1) ?? '');

/**
 * A value of a shape (an instance size, an address range, a path) only ever replaces the
 * architect's default in the same place: the design was sized and cut around it, and a path
 * property it does not set is one of a part the brief did not ask for.
 */
export const isShapePath = (path: string) => isSizePath(path) || isRangePath(path) || isPathPath(path);

/** A container's own port: the port the path to the container uses end to end. */
export const isContainerPort = (path: string) => /(^|\.)ContainerPort$/.test(path);

/** The keys that hold a port a path to a container uses: its mapping, a target group's, a rule's range. */
export const PORT_KEY = /^(ContainerPort|HostPort|Port|FromPort|ToPort)$/;
