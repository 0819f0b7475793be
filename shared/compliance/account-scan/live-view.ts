import { flattenTags } from '../../cfn/resolve/tags';
import type { Resource } from '../../cfn/types';
import { unknownValue } from '../../cfn/unknown';

/**
 * One live resource as Cloud Control's GetResource describes it: its primary identifier and its
 * properties (read-only ones included) in CloudFormation's shape, which is why the template rules
 * can read it.
 */
export interface LiveResource {
  type: string;
  identifier: string;
  properties: Record<string, unknown>;
}

/** Where a resource came from when Sahab deployed it: the deployment, its stack and logical id. */
export interface StackOrigin {
  deploymentId: string;
  stackName: string;
  logicalId: string;
}

/** Origins are looked up by type and physical id: a bucket policy's physical id is its bucket's name. */
export const originKey = (type: string, physicalId: string) => `${type} ${physicalId}`;

/**
 * The account as the rules read a template. In a template a bucket policy names its bucket with a
 * Ref, which the resolver keeps as a reference to the bucket's logical id; in the account it names
 * it by its name (a flow log names a VPC by id, a WAF association a load balancer by ARN, a backup
 * selection a table by ARN, a queue policy a queue by URL). Here every such value becomes the same
 * reference, to the live resource it names, so the template rules' relationships hold unchanged.
 * Each live resource stands under a logical id of its own (its identifier, or its identifier and
 * type when another resource shares the identifier, as a bucket policy shares its bucket's).
 */
export function liveView(inventory: readonly LiveResource[], where: ArnScope) {
  const logicalIds = uniqueLogicalIds(inventory);
  const handles = handleIndex(inventory, logicalIds, where);
  const live = new Map<string, LiveResource>();
  const resources = inventory.map((item, i): Resource => {
    const logicalId = logicalIds[i];
    live.set(logicalId, item);
    const properties = referencing(item.properties, handles, logicalId) as Record<string, unknown>;
    return {
      logicalId,
      type: item.type,
      // tags are read as written: a tag value that happens to equal a name is not a reference
      properties: {
        ...properties,
        ...(item.properties.Tags !== undefined && { Tags: item.properties.Tags }),
      },
      tags: flattenTags(item.properties.Tags),
    };
  });
  return { resources, liveOf: (logicalId: string) => live.get(logicalId) };
}

function uniqueLogicalIds(inventory: readonly LiveResource[]): string[] {
  const seen = new Map<string, number>();
  for (const r of inventory) seen.set(r.identifier, (seen.get(r.identifier) ?? 0) + 1);
  return inventory.map((r) =>
    (seen.get(r.identifier) ?? 0) > 1 && isReferenceInOwnProperties(r)
      ? `${r.identifier} (${r.type})`
      : r.identifier,
  );
}

/** A bucket policy's identifier is the bucket it names in its Bucket property: a reference, not its name. */
function isReferenceInOwnProperties(r: LiveResource): boolean {
  return Object.entries(r.properties).some(
    ([key, value]) => value === r.identifier && !isOwnHandleKey(r.type, key),
  );
}

/**
 * Properties that name the resource itself: its ARN, id, name, URL or domain name, alone or after
 * its type's noun (a bucket's BucketName, a queue's QueueUrl, a VPC's VpcId, a load balancer's
 * LoadBalancerArn). A subnet's VpcId names another resource, so the noun must be the type's own.
 */
function isOwnHandleKey(type: string, key: string): boolean {
  const noun = (type.split('::').at(-1) ?? '').toLowerCase();
  const lower = key.toLowerCase();
  const suffix = lower.startsWith(noun) ? lower.slice(noun.length) : lower;
  return OWN_SUFFIXES.has(suffix);
}

const OWN_SUFFIXES = new Set([
  'arn',
  'id',
  'name',
  'url',
  'domainname',
  'regionaldomainname',
  'dnsname',
  'identifier',
]);

/**
 * A name shorter than this is not taken as a reference: a stage called "prod" is not what every
 * "prod" in the account means. Ids (vpc-0a1b2c3d), ARNs and generated names are all longer.
 */
const SHORTEST_HANDLE = 8;

/** The partition, region and account an ARN built here names. */
export interface ArnScope {
  region: string;
  accountNumber: string;
  partition?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * ARNs Cloud Control does not list among a type's properties, built as the service documents
 * them: what a WAF association names an API stage by, or a backup selection a volume.
 */
const DERIVED_ARNS: Record<
  string,
  (p: Record<string, unknown>, identifier: string, at: Required<ArnScope>) => string | undefined
> = {
  'AWS::ApiGateway::RestApi': (p, id, at) =>
    `arn:${at.partition}:apigateway:${at.region}::/restapis/${text(p.RestApiId) ?? id}`,
  'AWS::ApiGateway::Stage': (p, _id, at) => {
    const api = text(p.RestApiId);
    const stage = text(p.StageName);
    return api && stage
      ? `arn:${at.partition}:apigateway:${at.region}::/restapis/${api}/stages/${stage}`
      : undefined;
  },
  'AWS::EC2::Volume': (p, id, at) =>
    `arn:${at.partition}:ec2:${at.region}:${at.accountNumber}:volume/${text(p.VolumeId) ?? id}`,
  'AWS::EC2::Instance': (p, id, at) =>
    `arn:${at.partition}:ec2:${at.region}:${at.accountNumber}:instance/${text(p.InstanceId) ?? id}`,
  'AWS::EFS::FileSystem': (p, id, at) =>
    `arn:${at.partition}:elasticfilesystem:${at.region}:${at.accountNumber}:file-system/${text(p.FileSystemId) ?? id}`,
  'AWS::RDS::DBInstance': (p, id, at) =>
    `arn:${at.partition}:rds:${at.region}:${at.accountNumber}:db:${text(p.DBInstanceIdentifier) ?? id}`,
  'AWS::RDS::DBCluster': (p, id, at) =>
    `arn:${at.partition}:rds:${at.region}:${at.accountNumber}:cluster:${text(p.DBClusterIdentifier) ?? id}`,
};

/** Every string that names a live resource, to the logical id it stands under here. */
function handleIndex(inventory: readonly LiveResource[], logicalIds: readonly string[], scope: ArnScope) {
  const at = { partition: 'aws', ...scope };
  const handles = new Map<string, string>();
  const claim = (handle: unknown, logicalId: string) => {
    if (typeof handle !== 'string' || handle.length < SHORTEST_HANDLE) return;
    // the first claim stands: a resource's identifier is listed before its other handles
    if (!handles.has(handle)) handles.set(handle, logicalId);
  };
  inventory.forEach((r, i) => {
    if (logicalIds[i] === r.identifier) claim(r.identifier, logicalIds[i]);
  });
  inventory.forEach((r, i) => {
    for (const [key, value] of Object.entries(r.properties))
      if (isOwnHandleKey(r.type, key)) claim(value, logicalIds[i]);
    claim(DERIVED_ARNS[r.type]?.(r.properties, r.identifier, at), logicalIds[i]);
  });
  return handles;
}

/**
 * The logical id a string refers to: a handle as it is, or one followed by a path or qualifier
 * (a bucket ARN's "/*" in a policy, a function ARN's ":alias").
 */
function target(value: string, handles: ReadonlyMap<string, string>): string | undefined {
  const exact = handles.get(value);
  if (exact !== undefined) return exact;
  for (let i = value.length - 1; i >= SHORTEST_HANDLE; i--) {
    const c = value[i];
    if (c !== '/' && c !== ':') continue;
    const found = handles.get(value.slice(0, i));
    if (found !== undefined) return found;
  }
  return undefined;
}

function referencing(value: unknown, handles: ReadonlyMap<string, string>, self: string): unknown {
  if (typeof value === 'string') {
    const to = target(value, handles);
    return to === undefined || to === self ? value : unknownValue(`a reference to ${to}`, [to]);
  }
  if (Array.isArray(value)) return value.map((item) => referencing(item, handles, self));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, referencing(v, handles, self)]));
}
