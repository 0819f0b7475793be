import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { uuidId } from './ids';

/** Types whose names are unique in the whole account rather than per region. */
const GLOBAL_TYPES = new Set([
  'AWS::IAM::Role',
  'AWS::IAM::ManagedPolicy',
  'AWS::IAM::InstanceProfile',
  'AWS::S3::Bucket',
]);

/** CloudTrail's limit: trails in one region, a multi-region trail counting in every region. */
export const TRAILS_PER_REGION = 5;
/** Lambda's default quota of concurrent executions in a region, of which 100 must stay unreserved. */
export const ACCOUNT_CONCURRENCY = 1000;
export const MIN_UNRESERVED_CONCURRENCY = 100;

/** What exists in a sandbox account (in one region, plus its global names), for creation checks. */
export class AccountView {
  private readonly ids = new Set<string>();
  private readonly names = new Set<string>();
  /** trails that count against this region's limit */
  trails = 0;
  /** concurrency reserved by the region's functions */
  reserved = 0;

  constructor(
    readonly region: string,
    networkIds: Iterable<string>,
    readonly accountId = '',
  ) {
    for (const id of networkIds) this.ids.add(id);
  }

  /** Registers a resource that exists (or is being created) in the account. */
  add(resource: SandboxResource, nameProperty: string | undefined, region = this.region): void {
    if (!resource.failure) this.count(resource, region);
    if (region === this.region) this.ids.add(resource.physicalId);
    if (region === this.region) {
      for (const value of Object.values(resource.attributes))
        if (typeof value === 'string') this.ids.add(value);
    }
    const name = nameProperty ? resource.properties[nameProperty] : undefined;
    if (typeof name === 'string' && (region === this.region || GLOBAL_TYPES.has(resource.type))) {
      this.names.add(nameKey(resource.type, name));
    }
  }

  /** What a resource uses of the region's quotas (a failed one uses none). */
  private count(resource: SandboxResource, region: string): void {
    const props = resource.properties;
    const multiRegion = props.IsMultiRegionTrail === true || props.IsMultiRegionTrail === 'true';
    if (resource.type === 'AWS::CloudTrail::Trail' && (region === this.region || multiRegion))
      this.trails += 1;
    const reserved = Number(props.ReservedConcurrentExecutions);
    if (resource.type === 'AWS::Lambda::Function' && region === this.region && Number.isFinite(reserved))
      this.reserved += reserved;
  }

  hasId(id: string): boolean {
    return this.ids.has(id);
  }

  hasName(type: string, name: string): boolean {
    return this.names.has(nameKey(type, name));
  }
}

const nameKey = (type: string, name: string) => `${type}\n${name}`;

/** EC2 ids a resource's properties point at: the kind of thing and the property paths holding them. */
const NETWORK_REFERENCES: [prefix: string, noun: string, properties: string[]][] = [
  ['vpc-', 'vpc ID', ['VpcId']],
  ['subnet-', 'subnet ID', ['SubnetId', 'SubnetIds', 'Subnets', 'VPCZoneIdentifier']],
  ['sg-', 'security group', ['GroupId', 'SecurityGroupIds', 'SecurityGroups', 'VpcSecurityGroupIds']],
];

/**
 * Why creating `resource` fails because of the account's state, in AWS's words: a network id that
 * does not exist in the account and region, or a name already taken.
 */
export function creationFailure(
  resource: SandboxResource,
  nameProperty: string | undefined,
  account: AccountView,
): string | undefined {
  for (const [prefix, noun, properties] of NETWORK_REFERENCES) {
    for (const property of properties) {
      for (const id of [resource.properties[property]].flat()) {
        if (typeof id === 'string' && id.startsWith(prefix) && !account.hasId(id)) {
          return handlerMessage(`The ${noun} '${id}' does not exist`, 'Ec2', resource, 'NotFound');
        }
      }
    }
  }
  const name = nameProperty ? resource.properties[nameProperty] : undefined;
  if (typeof name === 'string' && account.hasName(resource.type, name)) {
    return `Resource of type '${resource.type}' with identifier '${name}' already exists.`;
  }
  return quotaFailure(resource, account);
}

/** The account quotas AWS holds a new resource to, refused in the service's words. */
function quotaFailure(resource: SandboxResource, account: AccountView): string | undefined {
  if (resource.type === 'AWS::CloudTrail::Trail' && account.trails >= TRAILS_PER_REGION)
    return handlerMessage(
      `User: ${account.accountId} already has ${TRAILS_PER_REGION} trails in ${account.region}.`,
      'CloudTrail',
      resource,
      'ServiceLimitExceeded',
    );
  const reserved = Number(resource.properties.ReservedConcurrentExecutions);
  if (
    resource.type === 'AWS::Lambda::Function' &&
    Number.isFinite(reserved) &&
    ACCOUNT_CONCURRENCY - account.reserved - reserved < MIN_UNRESERVED_CONCURRENCY
  )
    return handlerMessage(
      `Specified ReservedConcurrentExecutions for function decreases account's UnreservedConcurrentExecution below its minimum value of [${MIN_UNRESERVED_CONCURRENCY}].`,
      'Lambda',
      resource,
      'InvalidRequest',
    );
  return undefined;
}

/** The wrapper CloudFormation puts around a resource handler's error. */
export function handlerMessage(
  message: string,
  service: string,
  resource: SandboxResource,
  code: string,
  statusCode = 400,
): string {
  const request = uuidId(`${resource.physicalId}:request`);
  const token = uuidId(`${resource.physicalId}:token`);
  return `Resource handler returned message: "${message} (Service: ${service}, Status Code: ${statusCode}, Request ID: ${request})" (RequestToken: ${token}, HandlerErrorCode: ${code})`;
}

const IN_USE: Record<string, (id: string) => string> = {
  'AWS::EC2::VPC': (id) => `The vpc '${id}' has dependencies and cannot be deleted.`,
  'AWS::EC2::Subnet': (id) => `The subnet '${id}' has dependencies and cannot be deleted.`,
  'AWS::EC2::SecurityGroup': (id) => `resource ${id} has a dependent object`,
};

function mentions(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (Array.isArray(value)) return value.some((item) => mentions(item, id));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((item) => mentions(item, id));
  return false;
}

/**
 * Network resources of a stack being deleted that resources outside it still use (a subnet an
 * application stack runs in): deleting them fails as EC2 refuses, by logical id.
 */
export function deletionBlockers(
  deleting: SandboxResource[],
  elsewhere: SandboxResource[],
): Map<string, string> {
  const blocked = new Map<string, string>();
  for (const resource of deleting) {
    const message = IN_USE[resource.type];
    if (!message) continue;
    if (elsewhere.some((other) => mentions(other.properties, resource.physicalId))) {
      blocked.set(
        resource.logicalId,
        handlerMessage(message(resource.physicalId), 'Ec2', resource, 'InvalidRequest'),
      );
    }
  }
  return blocked;
}
