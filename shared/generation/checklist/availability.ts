import { type LedgerWords, ledgerWords } from '../ledger-words';
import type { Assertion, PropertyTest } from './assertions';
import { at, type TemplateResource } from './template-facts';
import type { ChecklistItem, CheckStatus } from './types';

/** The zone a subnet sits in: the index of `Fn::Select [i, Fn::GetAZs]`, or its literal zone. */
function zoneOf(subnet: TemplateResource): string | undefined {
  const zone = subnet.props.AvailabilityZone;
  if (typeof zone === 'string') return zone;
  const select = at(zone, 'Fn::Select');
  return Array.isArray(select) ? `index ${String(select[0])}` : undefined;
}

/**
 * The stores that live in one zone unless told otherwise, and what says they keep a second: a
 * design "across two zones" whose database, broker, cache or search domain sits in one has a
 * single point where the brief asked for none.
 */
const ZONAL: readonly {
  type: string;
  spread: (r: TemplateResource) => boolean;
  /** the same, as a property test the checklist's assertion carries */
  test: PropertyTest;
}[] = [
  {
    type: 'AWS::RDS::DBInstance',
    // an instance of a cluster is one of the cluster's (left out below); the cluster spreads its instances
    spread: (r) => r.props.DBClusterIdentifier !== undefined || truthy(r.props.MultiAZ),
    test: { path: 'MultiAZ', op: 'equals', value: true },
  },
  {
    type: 'AWS::AmazonMQ::Broker',
    spread: (r) => /MULTI_AZ$/.test(String(r.props.DeploymentMode ?? 'SINGLE_INSTANCE')),
    test: { path: 'DeploymentMode', op: 'contains', value: 'MULTI_AZ' },
  },
  {
    type: 'AWS::ElastiCache::ReplicationGroup',
    spread: (r) => truthy(r.props.MultiAZEnabled),
    test: { path: 'MultiAZEnabled', op: 'equals', value: true },
  },
  {
    type: 'AWS::OpenSearchService::Domain',
    spread: (r) => truthy(at(r.props, 'ClusterConfig.ZoneAwarenessEnabled')),
    test: { path: 'ClusterConfig.ZoneAwarenessEnabled', op: 'equals', value: true },
  },
];

/**
 * What "across N zones" asks of the template, as assertions: the subnets sit in N zones, and each
 * store that lives in a zone keeps a standby in another. One zone asked ("one zone is fine") is a
 * ceiling on cost, not a floor: it asks nothing of the template, and carries no assertion.
 */
function spreadAssertions(
  zonesWanted: number,
  subnets: readonly TemplateResource[],
  instances: readonly TemplateResource[],
): Assertion[] {
  if (zonesWanted <= 1) return [];
  const stores = ZONAL.flatMap(({ type, test }) => {
    const ids = instances.filter((r) => r.type === type).map((r) => r.id);
    return ids.length > 0 ? [{ kind: 'every' as const, types: [type], ids, where: [test] }] : [];
  });
  // more than one zone of three asked is part of it (partly met), as the detail says
  const counts = zonesWanted > 2 ? [2, zonesWanted] : [zonesWanted];
  return [
    ...(subnets.length > 0
      ? counts.map((count) => ({
          kind: 'distinct' as const,
          types: ['AWS::EC2::Subnet'],
          path: 'AvailabilityZone',
          count,
        }))
      : []),
    ...stores,
  ];
}

const truthy = (value: unknown) => value === true || value === 'true';

/** The types of the stores that live in one zone unless told otherwise (see ZONAL). */
export const ZONAL_TYPES: readonly string[] = ZONAL.map((z) => z.type);

/**
 * Zones the subnets span, and whether each store that lives in a zone survives the loss of one.
 * `named` are the zonal store types the spread's own sentence names ("an ActiveMQ broker,
 * active/standby across two AZs"): one the template lacks leaves nothing to spread, so the entry
 * is not met, never met by a design of regional services.
 */
export function checkAvailability(
  zonesWanted: number,
  quote: string | undefined,
  resources: TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
  named: readonly string[] = [],
): ChecklistItem {
  const subnets = resources.filter((r) => r.type === 'AWS::EC2::Subnet');
  const zones = new Set(subnets.map(zoneOf).filter(Boolean));
  const instances = resources.filter(
    (r) =>
      ZONAL.some((z) => z.type === r.type) &&
      !(r.type === 'AWS::RDS::DBInstance' && r.props.DBClusterIdentifier !== undefined),
  );
  const single = instances.filter((r) => !ZONAL.find((z) => z.type === r.type)?.spread(r));
  const missing = zonesWanted > 1 ? named.filter((type) => !resources.some((r) => r.type === type)) : [];
  const spread = subnets.length === 0 || zones.size >= zonesWanted;
  // one zone asked for ("one zone is fine") is a ceiling on cost, not a floor: any layout meets it
  const oneZone = zonesWanted <= 1;
  const status: CheckStatus =
    quote === undefined
      ? 'assumed'
      : missing.length > 0
        ? 'not-met'
        : oneZone || (spread && single.length === 0)
          ? 'met'
          : spread || zones.size >= 2 || single.length < instances.length
            ? 'partly'
            : 'not-met';
  const assertions: Assertion[] = [
    ...spreadAssertions(zonesWanted, subnets, instances),
    ...missing.map((type) => ({ kind: 'exists' as const, types: [type] })),
  ];
  const facts = [
    subnets.length > 0 ? words.subnetsInZones(zones.size) : words.noSubnets,
    ...(missing.length > 0 ? [words.notInTemplate] : []),
    ...instances.map((r) => (single.includes(r) ? words.inOneZone(r.id) : words.multiAz(r.id))),
  ];
  return {
    kind: 'availability',
    requirement:
      quote === undefined
        ? words.availabilityNotStated
        : oneZone
          ? words.oneZoneEnough
          : words.acrossZones(zonesWanted),
    ...(quote !== undefined && { quote }),
    status,
    resources: [
      ...(spread ? subnets.map((s) => s.id) : []),
      ...instances.filter((r) => !single.includes(r)).map((r) => r.id),
    ],
    detail: `${facts.join(words.clauseSeparator)}.`,
    // a stated spread is checked again on the template as data (see verifiedWith)
    ...(quote !== undefined && assertions.length > 0 && { assertions }),
  };
}
