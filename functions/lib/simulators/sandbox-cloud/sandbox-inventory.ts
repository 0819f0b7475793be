import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { InventoryReader, LiveResource } from '#functions/lib/ports/inventory-reader';
import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import type { AccountFacts } from '#shared/compliance/account/index';
import { DEFAULT_ESTATE_SIZE, ESTATE_REGIONS, seededEstate } from './estate/seeded-estate';
import type { SandboxCloud } from './sandbox-cloud';

export interface SandboxInventoryOptions {
  /** resources per estate region (SAHAB_SANDBOX_ESTATE_SIZE; the bench raises it) */
  estateSize?: number;
}

const definedOnly = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));

/**
 * Cloud Control's primary identifier, where it is not CloudFormation's physical id: the properties
 * it joins with "|" (a stage is "<api id>|<stage name>"; CloudFormation's physical id is the name).
 */
const COMPOUND_IDENTIFIERS: Readonly<Record<string, readonly string[]>> = {
  'AWS::ApiGateway::Stage': ['RestApiId', 'StageName'],
};

function cloudControlIdentifier(resource: SandboxResource): string {
  const parts = COMPOUND_IDENTIFIERS[resource.type]?.map((p) => resource.properties[p]);
  return parts?.every((p) => typeof p === 'string') ? parts.join('|') : resource.physicalId;
}

/** Region where the seeded estate has GuardDuty on (the other estate region has it off). */
const GUARDDUTY_REGION = 'me-south-1';

/**
 * The sandbox account's inventory as Cloud Control would list it: the resources of the stacks the
 * user deployed there (their resolved properties, which are CloudFormation's shape) plus the seeded
 * estate. Every call goes through the sandbox's STS first, as a real scan goes through the role.
 */
export function sandboxInventory(
  cloud: SandboxCloud,
  options: SandboxInventoryOptions = {},
): InventoryReader {
  const size = options.estateSize ?? DEFAULT_ESTATE_SIZE;
  // GetResource answers read-only properties too (a bucket's Arn, a queue's QueueUrl): what
  // Fn::GetAtt gave, beside the properties the template set
  const fromStacks = (resource: SandboxResource): LiveResource => ({
    type: resource.type,
    identifier: cloudControlIdentifier(resource),
    properties: { ...definedOnly(resource.attributes), ...resource.properties },
  });

  /** One pass through STS and the account's stacks for every type asked (as one batch of calls). */
  async function list(target: RegionalTarget, types: readonly string[]) {
    const state = await cloud.enter(target);
    const existing = state.existing({ region: target.region, includeCreating: false });
    const estate = seededEstate(state.accountId, target.region, size);
    return types.map((type) => ({
      type,
      resources: [
        ...existing
          .filter(({ resource }) => resource.type === type)
          .map(({ resource }) => fromStacks(resource)),
        ...(estate.get(type) ?? []),
      ],
    }));
  }

  return {
    listTypes: list,
    async listResources(target, type) {
      const [listing] = await list(target, [type]);
      return listing.resources;
    },

    /** The seeded estate's regions and every region the user's stacks are in. */
    async enabledRegions(target) {
      const state = await cloud.enter(target);
      const regions = new Set<string>(ESTATE_REGIONS);
      for (const stack of state.stacks) regions.add(stack.region);
      return [...regions].sort();
    },

    async accountFacts(target, includeGlobal): Promise<AccountFacts> {
      const state = await cloud.enter(target);
      const all = state.existing({ includeCreating: false });
      const here = all.filter(({ region }) => region === target.region).map(({ resource }) => resource);
      const trailLogs = all.some(
        ({ resource, region }) =>
          resource.type === 'AWS::CloudTrail::Trail' &&
          String(resource.properties.IsLogging) === 'true' &&
          (region === target.region || String(resource.properties.IsMultiRegionTrail) === 'true'),
      );
      const has = (type: string, enabled: (p: Record<string, unknown>) => boolean = () => true) =>
        here.some((r) => r.type === type && enabled(r.properties));
      return {
        accountNumber: state.accountId,
        region: target.region,
        // A new account: root without MFA, no password policy, no account-wide public access block.
        ...(includeGlobal && {
          global: { rootMfaEnabled: false, passwordPolicy: undefined, s3PublicAccessBlock: undefined },
        }),
        regional: {
          cloudTrailLogging: trailLogs,
          configRecording: has('AWS::Config::ConfigurationRecorder'),
          guardDutyEnabled:
            target.region === GUARDDUTY_REGION ||
            has('AWS::GuardDuty::Detector', (p) => String(p.Enable) === 'true'),
          securityHubEnabled: has('AWS::SecurityHub::Hub'),
          ebsEncryptionByDefault: false,
        },
        unreadable: [],
      };
    },
  };
}
