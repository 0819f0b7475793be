import { getAtt, ref } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';

/**
 * The part of disaster recovery that is not a data store's own copy (those are written by each
 * store's block): Route 53 failover between this region's load balancer and the second region's,
 * when the plan names a domain and the design has a load balancer.
 */
export function disasterRecovery(ctx: SynthesisContext, block: BlockOfKind<'disaster-recovery'>): void {
  const b = block.name;
  const { secondary_region: region, domain_name: domain } = block.options;
  ctx.output(`${b}SecondaryRegion`, region, 'Region that holds the copies; deploy its part there');
  const web = ctx.plan.blocks.find((x) => x.kind === 'web-servers' || x.kind === 'containers');
  const lb = web ? `${web.name}LoadBalancer` : undefined;
  if (!domain || !lb || !ctx.resources[lb]) return;
  const zone = ctx.parameter('HostedZoneId', {
    Type: 'AWS::Route53::HostedZone::Id',
    Description: `Route 53 hosted zone of ${domain}`,
  });
  const secondaryName = ctx.parameter('SecondaryLoadBalancerDnsName', {
    Type: 'String',
    AllowedPattern: '^[a-zA-Z0-9.-]+\\.elb\\.amazonaws\\.com$',
    Description: `DNS name of the load balancer of this design deployed in ${region}`,
  });
  const secondaryZone = ctx.parameter('SecondaryLoadBalancerZoneId', {
    Type: 'String',
    AllowedPattern: '^Z[A-Z0-9]{1,32}$',
    Description: `Canonical hosted zone id of that load balancer (its LoadBalancerZoneId output)`,
  });
  const check = ctx.add(b, `${b}HealthCheck`, {
    Type: 'AWS::Route53::HealthCheck',
    Properties: {
      HealthCheckConfig: {
        Type: 'HTTPS',
        FullyQualifiedDomainName: getAtt(lb, 'DNSName'),
        Port: 443,
        ResourcePath: '/',
        RequestInterval: 30,
        FailureThreshold: 3,
      },
      HealthCheckTags: [{ Key: 'Name', Value: `${domain} in this region` }],
    },
  });
  const record = (role: 'PRIMARY' | 'SECONDARY', alias: Record<string, unknown>) =>
    ctx.add(b, `${b}${role === 'PRIMARY' ? 'Primary' : 'Secondary'}Record`, {
      Type: 'AWS::Route53::RecordSet',
      Properties: {
        HostedZoneId: ref(zone),
        Name: `${domain}.`,
        Type: 'A',
        SetIdentifier: role.toLowerCase(),
        Failover: role,
        ...(role === 'PRIMARY' ? { HealthCheckId: ref(check) } : {}),
        AliasTarget: { ...alias, EvaluateTargetHealth: true },
      },
    });
  record('PRIMARY', { DNSName: getAtt(lb, 'DNSName'), HostedZoneId: getAtt(lb, 'CanonicalHostedZoneID') });
  record('SECONDARY', { DNSName: ref(secondaryName), HostedZoneId: ref(secondaryZone) });
}
