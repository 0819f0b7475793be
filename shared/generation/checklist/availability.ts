import { at, type TemplateResource } from './template-facts';
import type { ChecklistItem, CheckStatus } from './types';

/** The zone a subnet sits in: the index of `Fn::Select [i, Fn::GetAZs]`, or its literal zone. */
function zoneOf(subnet: TemplateResource): string | undefined {
  const zone = subnet.props.AvailabilityZone;
  if (typeof zone === 'string') return zone;
  const select = at(zone, 'Fn::Select');
  return Array.isArray(select) ? `index ${String(select[0])}` : undefined;
}

/** Zones the subnets span, and whether each database survives the loss of one. */
export function checkAvailability(
  zonesWanted: number,
  quote: string | undefined,
  resources: TemplateResource[],
): ChecklistItem {
  const subnets = resources.filter((r) => r.type === 'AWS::EC2::Subnet');
  const zones = new Set(subnets.map(zoneOf).filter(Boolean));
  const instances = resources.filter(
    (r) => r.type === 'AWS::RDS::DBInstance' && r.props.DBClusterIdentifier === undefined,
  );
  const single = instances.filter((r) => r.props.MultiAZ !== true && r.props.MultiAZ !== 'true');
  const spread = subnets.length === 0 || zones.size >= zonesWanted;
  // one zone asked for ("one zone is fine") is a ceiling on cost, not a floor: any layout meets it
  const oneZone = zonesWanted <= 1;
  const status: CheckStatus =
    quote === undefined
      ? 'assumed'
      : oneZone || (spread && single.length === 0)
        ? 'met'
        : spread || zones.size >= 2 || single.length < instances.length
          ? 'partly'
          : 'not-met';
  const facts = [
    subnets.length > 0
      ? `subnets in ${zones.size} zone${zones.size === 1 ? '' : 's'}`
      : 'no VPC subnets (regional services)',
    ...instances.map((r) => `${r.id} ${single.includes(r) ? 'in one zone' : 'Multi-AZ'}`),
  ];
  return {
    kind: 'availability',
    requirement:
      quote === undefined
        ? 'Availability (not stated)'
        : oneZone
          ? 'One availability zone is enough'
          : `Runs across ${zonesWanted} availability zones`,
    ...(quote !== undefined && { quote }),
    status,
    resources: [
      ...(spread ? subnets.map((s) => s.id) : []),
      ...instances.filter((r) => !single.includes(r)).map((r) => r.id),
    ],
    detail: `${facts.join('; ')}.`,
  };
}
