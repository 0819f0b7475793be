import { ref, sub } from '../../cfn/build';
import type { Assertion } from '../checklist/assertions';
import { serviceById } from '../services/index';
import type { ServiceNode } from '../services/types';
import type { SynthesisContext } from './context';
import { hasNetwork, privateSubnets, VPC_CIDR, vpcId } from './network-refs';

/** Services the network reaches through its own gateway endpoints, with no NAT gateway. */
export const GATEWAY_ENDPOINTS: readonly string[] = ['s3', 'dynamodb'];

/**
 * The interface endpoints (AWS PrivateLink) each vocabulary service's API answers at, by the
 * service name's last part (`com.amazonaws.<region>.<name>`), as AWS lists them in "AWS services
 * that integrate with AWS PrivateLink" (docs.aws.amazon.com/vpc/latest/privatelink/
 * aws-services-privatelink-support.html). A service absent here has no endpoint this design makes:
 * without a NAT gateway, code in the private subnets has no path to it.
 */
const INTERFACE_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  sqs: ['sqs'],
  sns: ['sns'],
  'secrets-manager': ['secretsmanager'],
  kinesis: ['kinesis-streams'],
  firehose: ['kinesis-firehose'],
  'step-functions': ['states'],
  lambda: ['lambda'],
  eventbridge: ['events'],
  'api-gateway': ['execute-api'],
  ecr: ['ecr.api', 'ecr.dkr'],
  'cloudwatch-alarm': ['monitoring'],
};

/**
 * What compute of a type needs of AWS's APIs just to run in a private subnet: tasks pull their
 * image from ECR (its layers come through the S3 gateway endpoint) and send their logs; instances
 * are reached by Session Manager.
 */
const RUNS_WITH: Readonly<Record<string, readonly string[]>> = {
  'AWS::ECS::Service': ['ecr.api', 'ecr.dkr', 'logs'],
  'AWS::EC2::Instance': ['ssm', 'ssmmessages', 'ec2messages'],
  'AWS::AutoScaling::AutoScalingGroup': ['ssm', 'ssmmessages', 'ec2messages'],
};

const serviceName = (name: string) => `com.amazonaws.\${AWS::Region}.${name}`;
const endpointId = (name: string) =>
  `${name
    .split(/[.-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Endpoint`;

/** Compute given a public address (an instance in a public subnet) reaches AWS's APIs through the internet gateway. */
function publiclyAddressed(props: unknown): boolean {
  const text = JSON.stringify(props ?? {});
  return text.includes('"AssociatePublicIpAddress":true') || text.includes('"AssignPublicIp":"ENABLED"');
}

/** The network has no NAT gateway: the private subnets reach AWS's APIs only through endpoints. */
export function withoutNat(ctx: SynthesisContext): boolean {
  const network = ctx.plan.blocks.find((b) => b.kind === 'network');
  return network?.kind === 'network' && network.options.nat_gateways === 'none';
}

/**
 * How a caller in the private subnets reaches `target`'s API, as the wiring check asks it: through
 * a NAT gateway, or, in a network without one, through the target's interface endpoints (which
 * addEndpoints builds). A target with no endpoint then has no path: the check fails and the edge
 * is left out, saying so.
 */
export function* wayOut(ctx: SynthesisContext, target: string): Generator<Assertion> {
  if (GATEWAY_ENDPOINTS.includes(target) || !hasNetwork(ctx)) return;
  const names = INTERFACE_ENDPOINTS[target] ?? [];
  if (!withoutNat(ctx) || names.length === 0) {
    yield { kind: 'exists', types: ['AWS::EC2::NatGateway'] };
    return;
  }
  for (const name of names)
    yield {
      kind: 'exists',
      types: ['AWS::EC2::VPCEndpoint'],
      where: [{ path: 'ServiceName.Fn::Sub', op: 'equals', value: serviceName(name) }],
    };
}

/**
 * In a network without a NAT gateway, the interface endpoints its private subnets need: the APIs
 * of the services its compute calls (edges from a caller with a security group of its own) and
 * what that compute needs to run at all. One security group admits HTTPS from the VPC to them.
 */
export function addEndpoints(ctx: SynthesisContext): void {
  if (!hasNetwork(ctx) || !withoutNat(ctx)) return;
  const names = new Set<string>();
  for (const edge of ctx.plan.connections ?? []) {
    const callers = (ctx.nodes[edge.from] ?? []).filter((n: ServiceNode) => n.group);
    if (callers.length === 0) continue;
    for (const to of ctx.nodes[edge.to] ?? []) {
      const spec = serviceById(to.service);
      if (spec?.vpc) continue;
      for (const name of INTERFACE_ENDPOINTS[to.service] ?? []) names.add(name);
    }
  }
  for (const resource of Object.values(ctx.resources))
    if (!publiclyAddressed(resource.Properties))
      for (const name of RUNS_WITH[resource.Type] ?? []) names.add(name);
  if (names.size === 0) return;
  const network = ctx.plan.blocks.find((b) => b.kind === 'network')?.name ?? 'Network';
  const group = ctx.add(network, 'EndpointSecurityGroup', {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: 'Interface endpoints: HTTPS from inside the VPC only',
      VpcId: vpcId(),
      SecurityGroupIngress: [
        {
          IpProtocol: 'tcp',
          FromPort: 443,
          ToPort: 443,
          CidrIp: VPC_CIDR,
          Description: 'HTTPS from the VPC',
        },
      ],
    },
  });
  for (const name of [...names].sort())
    ctx.add(network, endpointId(name), {
      Type: 'AWS::EC2::VPCEndpoint',
      Properties: {
        VpcId: vpcId(),
        ServiceName: sub(serviceName(name)),
        VpcEndpointType: 'Interface',
        PrivateDnsEnabled: true,
        SubnetIds: privateSubnets(ctx),
        SecurityGroupIds: [ref(group)],
      },
    });
}
