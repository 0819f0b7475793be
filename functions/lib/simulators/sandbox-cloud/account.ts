import { digitsId, hexId } from './ids';

/**
 * The platform's own account in the sandbox: the account the sandbox's STS sees as the caller.
 * Role templates deployed in the sandbox name it as `PlatformAccountId`.
 */
export const SANDBOX_PLATFORM_ACCOUNT = '210987654321';
/** The caller STS names in AccessDenied messages (the platform's task role). */
export const SANDBOX_PLATFORM_CALLER = `arn:aws:sts::${SANDBOX_PLATFORM_ACCOUNT}:assumed-role/sahab-platform/sahab`;

/**
 * A user's sandbox AWS accounts: stable 12-digit ids derived from their user id, the first one
 * (`ordinal` 1) as it always was, then one more for each account they create (dev, prod...).
 */
export function sandboxAccountId(userId: string, ordinal = 1): string {
  const seed = ordinal === 1 ? `sandbox-account:${userId}` : `sandbox-account:${userId}#${ordinal}`;
  const id = digitsId(seed, 12);
  return id === SANDBOX_PLATFORM_ACCOUNT ? digitsId(`${seed}:2`, 12) : id;
}

export function isRegionName(region: string): boolean {
  return /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d{1,2}$/.test(region);
}

const DIRECTION: Record<string, string> = {
  east: 'e',
  west: 'w',
  north: 'n',
  south: 's',
  central: 'c',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** AWS's short region code used in zone ids: me-central-1 -> mec1, ap-southeast-2 -> apse2. */
function regionCode(region: string): string {
  const [area, direction = '', number = ''] = region.replace('-gov', '').split('-');
  return `${area}${DIRECTION[direction] ?? direction.slice(0, 1)}${number}`;
}

export interface SandboxZone {
  zoneName: string;
  zoneId: string;
}

/** Three zones per region (every region has at least three). */
export function sandboxZones(region: string): SandboxZone[] {
  return ['a', 'b', 'c'].map((letter, i) => ({
    zoneName: `${region}${letter}`,
    zoneId: `${regionCode(region)}-az${i + 1}`,
  }));
}

export interface DefaultSubnet {
  subnetId: string;
  cidrBlock: string;
  zone: SandboxZone;
}

export interface DefaultNetwork {
  vpcId: string;
  /** the default VPC's default security group */
  securityGroupId: string;
  cidrBlock: string;
  subnets: DefaultSubnet[];
}

/** The default VPC AWS creates in every region of a new account: 172.31.0.0/16, one /20 per zone. */
export function defaultNetwork(accountId: string, region: string): DefaultNetwork {
  const seed = `${accountId}:${region}:default`;
  return {
    vpcId: `vpc-${hexId(`${seed}:vpc`, 17)}`,
    securityGroupId: `sg-${hexId(`${seed}:security-group`, 17)}`,
    cidrBlock: '172.31.0.0/16',
    subnets: sandboxZones(region).map((zone, i) => ({
      subnetId: `subnet-${hexId(`${seed}:subnet:${i}`, 17)}`,
      cidrBlock: `172.31.${i * 16}.0/20`,
      zone,
    })),
  };
}
