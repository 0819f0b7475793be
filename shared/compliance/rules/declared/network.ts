import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import type { Answer, DeclaredRuleSpec } from '../_lib/declared';
import { attributeIsTrue } from '../_lib/elb';
import { resourcesMentioning } from '../_lib/mention-index';
import { propOf, toBool, toNumber } from '../_lib/props';

/** Network ACLs, load balancers and VPC endpoints. */

/**
 * Whether a network ACL entry lets the whole internet in on `port` (any port when undefined):
 * an ingress allow from 0.0.0.0/0 or ::/0 for all protocols, or for TCP over a range holding it.
 */
function naclOpens(port: number | undefined) {
  return (entry: Resource): Answer => {
    const egress = toBool(propOf(entry, 'Egress'));
    const action = propOf(entry, 'RuleAction');
    const cidr = propOf(entry, 'CidrBlock') ?? propOf(entry, 'Ipv6CidrBlock');
    const protocol = propOf(entry, 'Protocol');
    for (const v of [egress, action, cidr, protocol]) if (isUnknown(v)) return v;
    if (egress === true || action !== 'allow' || !/\/0+$/.test(String(cidr))) return false;
    if (String(protocol) === '-1') return true;
    if (port === undefined) {
      const from = toNumber(propOf(entry, 'PortRange', 'From'));
      const to = toNumber(propOf(entry, 'PortRange', 'To'));
      if (isUnknown(from)) return from;
      if (isUnknown(to)) return to;
      return from === 0 && to === 65535;
    }
    if (String(protocol) !== '6') return false;
    const from = toNumber(propOf(entry, 'PortRange', 'From'));
    const to = toNumber(propOf(entry, 'PortRange', 'To'));
    if (isUnknown(from)) return from;
    if (isUnknown(to)) return to;
    return from === undefined || to === undefined || (from <= port && port <= to);
  };
}

const not =
  (test: (r: Resource) => Answer) =>
  (r: Resource): Answer => {
    const answer = test(r);
    return typeof answer === 'boolean' ? !answer : answer;
  };

const NACL_LOWER =
  'a network ACL is the second filter behind security groups, which the port rules judge at their own levels';

interface NaclPort {
  slug: string;
  port?: number;
  what: string;
  prowler: string;
  prowlerHigh: boolean;
}

const NACL_PORTS: readonly NaclPort[] = [
  {
    slug: 'any-port',
    what: 'every port',
    prowler: 'ec2_networkacl_allow_ingress_any_port',
    prowlerHigh: true,
  },
  {
    slug: 'ssh',
    port: 22,
    what: 'SSH (TCP 22)',
    prowler: 'ec2_networkacl_allow_ingress_tcp_port_22',
    prowlerHigh: false,
  },
  {
    slug: 'rdp',
    port: 3389,
    what: 'RDP (TCP 3389)',
    prowler: 'ec2_networkacl_allow_ingress_tcp_port_3389',
    prowlerHigh: false,
  },
];

const NACL_RULES: DeclaredRuleSpec[] = NACL_PORTS.map((p) => ({
  id: `ec2-nacl-no-open-${p.slug}`,
  service: 'ec2',
  severity: 'medium',
  title: `Network ACLs do not let the internet in on ${p.what}`,
  description: `An ACL entry allowing 0.0.0.0/0 or ::/0 on ${p.what} leaves only security groups between the internet and the subnet.`,
  resourceTypes: ['AWS::EC2::NetworkAclEntry'],
  remediation: 'Narrow CidrBlock to the networks that need access, or deny the port in the ACL.',
  prowler: [p.prowler],
  ...(p.prowlerHigh ? { reasons: { lower: NACL_LOWER } } : {}),
  controls: ['segmentation', 'ports'],
  check: { is: 'custom', test: not(naclOpens(p.port)) },
  failure: `{name} allows ingress from the whole internet on ${p.what}.`,
}));

/** The listeners in the template that belong to a load balancer. */
function listenersOf(lb: Resource, ctx: ScanContext): Resource[] {
  return resourcesMentioning(ctx, lb.logicalId).filter(
    (r) => r.type === 'AWS::ElasticLoadBalancingV2::Listener',
  );
}

function terminatesTls(lb: Resource, ctx: ScanContext): Answer {
  const listeners = listenersOf(lb, ctx);
  if (listeners.length === 0) return true;
  return listeners.some((l) => propOf(l, 'Protocol') === 'TLS');
}

const lbTypeIs = (...types: string[]) =>
  ({ is: 'oneOf', path: ['Type'], values: types, fallback: 'application' }) as const;

export const NETWORK_RULES: readonly DeclaredRuleSpec[] = [
  ...NACL_RULES,
  {
    id: 'ec2-nacl-associated',
    service: 'ec2',
    severity: 'low',
    title: 'Network ACLs are associated with a subnet',
    description:
      'An ACL no subnet uses filters nothing; rules written into it give a false sense of protection.',
    resourceTypes: ['AWS::EC2::NetworkAcl'],
    remediation: 'Associate the ACL with its subnets (AWS::EC2::SubnetNetworkAclAssociation), or remove it.',
    prowler: ['ec2_networkacl_unused'],
    controls: ['segmentation'],
    check: { is: 'referencedBy', types: ['AWS::EC2::SubnetNetworkAclAssociation'] },
    failure: '{name} is not associated with any subnet in this template.',
  },
  {
    id: 'elbv2-cross-zone',
    service: 'elb',
    severity: 'medium',
    title: 'Network and Gateway Load Balancers balance across zones',
    description:
      'Without cross-zone balancing, a zone with fewer healthy targets is overloaded while others idle.',
    resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
    remediation: 'Add LoadBalancerAttributes { Key: load_balancing.cross_zone.enabled, Value: "true" }.',
    prowler: ['elbv2_cross_zone_load_balancing_enabled'],
    controls: ['availability'],
    when: lbTypeIs('network', 'gateway'),
    check: { is: 'custom', test: (lb) => attributeIsTrue(lb, 'load_balancing.cross_zone.enabled') },
    failure: '{name} does not balance across zones (load_balancing.cross_zone.enabled is not true).',
  },
  {
    id: 'elbv2-multi-az',
    service: 'elb',
    severity: 'medium',
    title: 'Load balancers span more than one Availability Zone',
    description: 'A load balancer in one zone takes the application down with that zone.',
    resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
    remediation: 'List subnets in two or more zones in Subnets or SubnetMappings.',
    prowler: ['elbv2_is_in_multiple_az'],
    controls: ['availability'],
    check: {
      any: [
        { is: 'count', path: ['Subnets'], min: 2 },
        { is: 'count', path: ['SubnetMappings'], min: 2 },
      ],
    },
    failure: '{name} is placed in fewer than two subnets.',
  },
  {
    id: 'elbv2-has-listener',
    service: 'elb',
    severity: 'medium',
    title: 'Load balancers have at least one listener',
    description:
      'A load balancer without listeners serves nothing but still costs money and holds addresses.',
    resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
    remediation: 'Add an AWS::ElasticLoadBalancingV2::Listener for it, or remove it.',
    prowler: ['elbv2_listeners_underneath'],
    controls: ['availability'],
    check: { is: 'referencedBy', types: ['AWS::ElasticLoadBalancingV2::Listener'] },
    failure: '{name} has no listener in this template.',
  },
  {
    id: 'elbv2-nlb-tls',
    service: 'elb',
    severity: 'medium',
    title: 'Network Load Balancers terminate TLS',
    description:
      'A TLS listener encrypts traffic from clients and handles certificates at the load balancer.',
    resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
    remediation: 'Give the load balancer a listener with Protocol TLS and a certificate.',
    prowler: ['elbv2_nlb_tls_termination_enabled'],
    controls: ['encryptionInTransit'],
    when: lbTypeIs('network'),
    check: { is: 'custom', test: terminatesTls },
    failure: '{name} has no TLS listener in this template.',
  },
  {
    id: 'vpc-endpoint-multi-az',
    service: 'ec2',
    severity: 'medium',
    title: 'Interface VPC endpoints have subnets in more than one zone',
    description: 'An interface endpoint in one zone cuts the VPC off from the service when that zone fails.',
    resourceTypes: ['AWS::EC2::VPCEndpoint'],
    remediation: 'List a subnet in each of two or more zones in SubnetIds.',
    prowler: ['vpc_endpoint_multi_az_enabled'],
    controls: ['availability'],
    when: { is: 'oneOf', path: ['VpcEndpointType'], values: ['Interface'], fallback: 'Gateway' },
    check: { is: 'count', path: ['SubnetIds'], min: 2 },
    failure: '{name} is an interface endpoint in fewer than two subnets.',
  },
  {
    id: 'vpc-endpoint-service-principals',
    service: 'ec2',
    severity: 'high',
    title: 'VPC endpoint services do not allow every AWS account to connect',
    description: 'AllowedPrincipals "*" lets any AWS account create an endpoint to the service and reach it.',
    resourceTypes: ['AWS::EC2::VPCEndpointServicePermissions'],
    remediation: 'List the account or role ARNs that may connect in AllowedPrincipals, never "*".',
    prowler: ['vpc_endpoint_services_allowed_principals_trust_boundaries'],
    controls: ['leastPrivilege', 'segmentation'],
    check: { is: 'noneOf', path: ['AllowedPrincipals', '*'], values: ['*'] },
    failure: '{name} allows every AWS account to connect (AllowedPrincipals contains "*").',
  },
];
