import { getAtt, ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/** The parameter naming the account's own hosted zone (it exists already: referred to, never built). */
export const EXISTING_ZONE_PARAMETER = 'HostedZoneName';

/**
 * The hosted zone every CloudFront distribution's alias points into: fixed by AWS for all
 * distributions (Route 53 Developer Guide, "Routing traffic to an Amazon CloudFront distribution").
 */
const CLOUDFRONT_ALIAS_ZONE = 'Z2FDTNDATAQYW2';

/** The logical id of a zone's alias record of one type. */
export const aliasRecordId = (zone: string, type: 'A' | 'AAAA') =>
  `${zone}Alias${type === 'A' ? '' : 'Ipv6'}`;

/** Where a design is reached: what an alias record names, and the record types it answers. */
interface FrontDoor {
  /** the name the record answers for: the distribution's own alias where it has one, so the two agree */
  name: unknown;
  target: { DNSName: unknown; HostedZoneId: unknown };
  types: ('A' | 'AAAA')[];
}

/**
 * The design's front door: a CloudFront distribution on the domain (its alternate domain name
 * must be the record's name: CloudFront refuses a request for a name it does not list), else an
 * internet-facing load balancer. An API Gateway custom domain is not built here.
 */
function frontDoorOf(ctx: SynthesisContext, domain: string): FrontDoor | undefined {
  const entries = Object.entries(ctx.resources);
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::CloudFront::Distribution') continue;
    const config = (resource.Properties?.DistributionConfig ?? {}) as {
      Aliases?: unknown[];
      IPV6Enabled?: boolean;
    };
    const [alias] = config.Aliases ?? [];
    if (alias === undefined) continue;
    return {
      name: alias,
      target: { DNSName: getAtt(id, 'DomainName'), HostedZoneId: CLOUDFRONT_ALIAS_ZONE },
      // a distribution serving IPv6 answers AAAA queries too
      types: config.IPV6Enabled === false ? ['A'] : ['A', 'AAAA'],
    };
  }
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::ElasticLoadBalancingV2::LoadBalancer') continue;
    const props = resource.Properties ?? {};
    if (props.Scheme === 'internal' || props.Type === 'network') continue;
    return {
      name: domain,
      target: { DNSName: getAtt(id, 'DNSName'), HostedZoneId: getAtt(id, 'CanonicalHostedZoneID') },
      types: ['A'],
    };
  }
  return undefined;
}

/**
 * A domain the brief puts the design on ("host it at shop.example.sa") is sent to the front door
 * by alias records in the design's zone, or in the account's zone by name where it exists already.
 * Runs after every block is written: the front door may be written after the zone.
 */
export function aliasDomains(ctx: SynthesisContext): void {
  for (const node of Object.values(ctx.nodes).flat()) {
    const served = node.settings?.served_at;
    if (
      node.service !== 'route53' ||
      typeof served !== 'string' ||
      node.settings?.record_target !== undefined
    )
      continue;
    const door = frontDoorOf(ctx, served);
    if (!door) continue;
    const zone =
      node.settings?.existing === true
        ? { HostedZoneName: ref(EXISTING_ZONE_PARAMETER) }
        : { HostedZoneId: ref(`${node.name}HostedZone`) };
    for (const type of door.types) {
      ctx.add(node.name, aliasRecordId(node.name, type), {
        Type: 'AWS::Route53::RecordSet',
        Properties: {
          ...zone,
          Name: door.name,
          Type: type,
          AliasTarget: { ...door.target, EvaluateTargetHealth: false },
        },
      });
    }
  }
}
