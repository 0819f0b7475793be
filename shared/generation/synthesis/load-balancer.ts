import { getAtt, ref, sub } from '../../cfn/build';
import { ELB_LOG_ACCOUNTS } from '../../cfn/elb-log-accounts';
import { addWebAcl } from './blocks/web-acl';
import type { SynthesisContext } from './context';
import { privateSubnets, publicSubnets, VPC_CIDR, vpcId } from './network-refs';
import { addBucket } from './parts';
import { onlyPrivateSources } from './private-ranges';

/** The TLS certificate of the HTTPS listeners: one parameter the user fills in at deployment. */
export const CERTIFICATE_PARAMETER = 'CertificateArn';

export interface LoadBalancerParts {
  targetGroup: string;
  listener: string;
  /** the group the targets admit traffic from */
  securityGroup: string;
}

/**
 * Whether the plan reaches load balancer `b` through an API Gateway (a VPC link, private
 * integration): then the gateway is its only door, and the load balancer is internal.
 */
export function reachedByGateway(ctx: SynthesisContext, b: string): boolean {
  const gateway = (name: string) =>
    ctx.plan.blocks.some(
      (block) => block.name === name && block.kind === 'service' && block.options.service === 'api-gateway',
    );
  return (ctx.plan.connections ?? []).some((edge) => edge.to === b && gateway(edge.from));
}

/**
 * An internet-facing (or office-only) application load balancer: HTTPS with a TLS 1.2+ policy,
 * HTTP redirected, access logs, WAF, invalid headers dropped. Reached through an API Gateway VPC
 * link instead, it is internal, in the private subnets: no internet ingress, no HTTP listener, and
 * it may open connections only to its targets' port (the link adds the one ingress rule it needs).
 */
export function addLoadBalancer(
  ctx: SynthesisContext,
  b: string,
  target: { port: number; type: 'instance' | 'ip'; allowedCidrs: string[] },
): LoadBalancerParts {
  const region = ctx.requirements.region;
  const account = ELB_LOG_ACCOUNTS[region];
  const logs = addBucket(ctx, b, `${b}AccessLogs`, {
    s3ManagedKeys: true,
    lifecycle: [
      {
        Id: 'keep-logs-one-year',
        Status: 'Enabled',
        ExpirationInDays: 365,
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
      },
    ],
    extraStatements: [
      {
        Sid: 'LoadBalancerLogDelivery',
        Effect: 'Allow',
        Principal: account
          ? { AWS: sub(`arn:\${AWS::Partition}:iam::${account}:root`) }
          : { Service: 'logdelivery.elasticloadbalancing.amazonaws.com' },
        Action: 's3:PutObject',
        Resource: sub(`\${${b}AccessLogs.Arn}/AWSLogs/\${AWS::AccountId}/*`),
      },
    ],
  });
  ctx.parameter(CERTIFICATE_PARAMETER, {
    Type: 'String',
    AllowedPattern: '^arn:aws[a-z-]*:acm:[a-z0-9-]+:\\d{12}:certificate/[a-f0-9-]+$',
    Description: 'ACM certificate for the HTTPS listeners, in the stack region.',
  });
  const internal = reachedByGateway(ctx, b);
  // a brief that keeps the design off the internet, asks for an internal load balancer, or lets
  // in only private ranges (an office network over VPN: no internet address is one of them) gets
  // one only its network reaches: in the private subnets, where its stated scheme is not a lie
  const privateOnly =
    !internal &&
    (ctx.requirements.stated?.no_public_endpoint === true ||
      statedScheme(ctx) === 'internal' ||
      onlyPrivateSources(target.allowedCidrs));
  const sources = internal
    ? []
    : target.allowedCidrs.length > 0
      ? target.allowedCidrs
      : privateOnly
        ? [VPC_CIDR]
        : ['0.0.0.0/0'];
  const lbGroup = ctx.add(b, `${b}LoadBalancerSecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: internal
        ? `${b}: internal, HTTPS only from the groups its ingress rules name (its VPC link, callers)`
        : `${b}: HTTPS to the load balancer (HTTP only to redirect)`,
      VpcId: vpcId(),
      ...(internal
        ? {}
        : {
            SecurityGroupIngress: sources.flatMap((CidrIp) => [
              { IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp, Description: 'HTTPS' },
              {
                IpProtocol: 'tcp',
                FromPort: 80,
                ToPort: 80,
                CidrIp,
                Description: 'HTTP redirected to HTTPS',
              },
            ]),
          }),
    },
  });
  const targetGroupSg = ctx.add(b, `${b}TargetSecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: `${b}: application traffic from the load balancer only`,
      VpcId: vpcId(),
      SecurityGroupIngress: [
        {
          IpProtocol: 'tcp',
          FromPort: target.port,
          ToPort: target.port,
          SourceSecurityGroupId: ref(lbGroup),
          Description: 'From the load balancer',
        },
      ],
    },
  });
  ctx.clientGroups.push(targetGroupSg);
  if (internal) {
    // an inline rule that matches nothing removes the group's default allow-all egress (as the CDK
    // does); the separate rule below then is its only way out: the targets' port
    const lbProps = ctx.resources[lbGroup]?.Properties as Record<string, unknown>;
    lbProps.SecurityGroupEgress = [
      {
        IpProtocol: 'icmp',
        FromPort: 252,
        ToPort: 86,
        CidrIp: '255.255.255.255/32',
        Description: 'No default egress',
      },
    ];
    ctx.add(b, `${b}ToTargets`, {
      Type: 'AWS::EC2::SecurityGroupEgress',
      Properties: {
        GroupId: ref(lbGroup),
        IpProtocol: 'tcp',
        FromPort: target.port,
        ToPort: target.port,
        DestinationSecurityGroupId: ref(targetGroupSg),
        Description: 'To the targets only',
      },
    });
  }
  const lb = ctx.add(b, `${b}LoadBalancer`, {
    Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
    DependsOn: `${logs}Policy`,
    Properties: {
      Type: 'application',
      Scheme: internal || privateOnly ? 'internal' : 'internet-facing',
      Subnets: internal || privateOnly ? privateSubnets(ctx) : publicSubnets(ctx),
      SecurityGroups: [ref(lbGroup)],
      LoadBalancerAttributes: [
        { Key: 'access_logs.s3.enabled', Value: 'true' },
        { Key: 'access_logs.s3.bucket', Value: ref(logs) },
        { Key: 'deletion_protection.enabled', Value: String(ctx.production) },
        { Key: 'routing.http.drop_invalid_header_fields.enabled', Value: 'true' },
      ],
    },
  });
  addWebAcl(ctx, b, ref(lb));
  const targetGroup = ctx.add(b, `${b}TargetGroup`, {
    Type: 'AWS::ElasticLoadBalancingV2::TargetGroup',
    Properties: {
      VpcId: vpcId(),
      Protocol: 'HTTP',
      Port: target.port,
      TargetType: target.type,
      HealthCheckPath: '/',
      HealthCheckIntervalSeconds: 15,
      HealthyThresholdCount: 2,
    },
  });
  const listener = ctx.add(b, `${b}HttpsListener`, {
    Type: 'AWS::ElasticLoadBalancingV2::Listener',
    Properties: {
      LoadBalancerArn: ref(lb),
      Protocol: 'HTTPS',
      Port: 443,
      SslPolicy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
      Certificates: [{ CertificateArn: ref(CERTIFICATE_PARAMETER) }],
      DefaultActions: [{ Type: 'forward', TargetGroupArn: ref(targetGroup) }],
    },
  });
  // an internal load balancer is reached only by the gateway, over HTTPS: nothing to redirect
  if (!internal)
    ctx.add(b, `${b}HttpRedirectListener`, {
      Type: 'AWS::ElasticLoadBalancingV2::Listener',
      Properties: {
        LoadBalancerArn: ref(lb),
        Protocol: 'HTTP',
        Port: 80,
        DefaultActions: [
          { Type: 'redirect', RedirectConfig: { Protocol: 'HTTPS', Port: '443', StatusCode: 'HTTP_301' } },
        ],
      },
    });
  ctx.output(`${b}Address`, getAtt(lb, 'DNSName'), `${b}: point your domain's record at this name`);
  ctx.output(`${b}LoadBalancerZoneId`, getAtt(lb, 'CanonicalHostedZoneID'), `${b}: for alias records`);
  return { targetGroup, listener, securityGroup: targetGroupSg };
}

/** The scheme the brief states for its load balancers (a stated property), if it states one. */
function statedScheme(ctx: SynthesisContext): string | undefined {
  const target = (ctx.plan.stated_properties ?? [])
    .flatMap((p) => p.targets)
    .find((t) => t.type === 'AWS::ElasticLoadBalancingV2::LoadBalancer' && t.path === 'Scheme');
  return target === undefined ? undefined : String(target.value);
}
