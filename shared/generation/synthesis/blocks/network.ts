import { cidr, getAtt, getAZs, ref, select, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { privateSubnetId, publicSubnetId, VPC_CIDR, VPC_ID } from '../network-refs';
import { addLogGroup } from '../parts';

/**
 * A VPC over two or three zones: public subnets (load balancers, NAT) and private subnets
 * (everything else), NAT gateways as the plan says, gateway endpoints for S3 and DynamoDB so
 * private traffic to them stays off the internet, and flow logs. Without an internet gateway (the
 * brief refuses one) every subnet is isolated: the first tier has no route out either, and shares
 * the private subnets' route table and endpoints.
 */
export function network(ctx: SynthesisContext, block: BlockOfKind<'network'>): void {
  const b = block.name;
  const zones = block.options.availability_zones;
  const existing = ctx.requirements.stated?.existing_network;
  if (existing) {
    existingNetwork(ctx, zones, existing);
    return;
  }
  const vpcCidr = VPC_CIDR;
  ctx.add(b, VPC_ID, {
    Type: 'AWS::EC2::VPC',
    Properties: {
      CidrBlock: vpcCidr,
      EnableDnsSupport: true,
      EnableDnsHostnames: true,
      Tags: [{ Key: 'Name', Value: sub(`\${AWS::StackName}-vpc`) }],
    },
  });
  const online = block.options.internet_gateway !== false;
  if (online) {
    ctx.add(b, 'InternetGateway', { Type: 'AWS::EC2::InternetGateway', Properties: {} });
    ctx.add(b, 'GatewayAttachment', {
      Type: 'AWS::EC2::VPCGatewayAttachment',
      Properties: { VpcId: ref(VPC_ID), InternetGatewayId: ref('InternetGateway') },
    });
    ctx.add(b, 'PublicRouteTable', { Type: 'AWS::EC2::RouteTable', Properties: { VpcId: ref(VPC_ID) } });
    ctx.add(b, 'PublicDefaultRoute', {
      Type: 'AWS::EC2::Route',
      DependsOn: 'GatewayAttachment',
      Properties: {
        RouteTableId: ref('PublicRouteTable'),
        DestinationCidrBlock: '0.0.0.0/0',
        GatewayId: ref('InternetGateway'),
      },
    });
  }
  // a NAT gateway reaches the internet through the internet gateway: none without one
  const nats =
    !online || block.options.nat_gateways === 'none' ? 0 : block.options.nat_gateways === 'one' ? 1 : zones;
  const privateTables: string[] = [];
  for (let i = 0; i < zones; i++) {
    const subnet = (id: string, index: number, tier: string) =>
      ctx.add(b, id, {
        Type: 'AWS::EC2::Subnet',
        Properties: {
          VpcId: ref(VPC_ID),
          AvailabilityZone: select(i, getAZs()),
          CidrBlock: select(index, cidr(vpcCidr, 6, 12)),
          MapPublicIpOnLaunch: false,
          Tags: [
            { Key: 'Name', Value: sub(`\${AWS::StackName}-${tier}-${i + 1}`) },
            { Key: 'Tier', Value: tier },
          ],
        },
      });
    const pub = subnet(publicSubnetId(i), i, online ? 'public' : 'isolated-front');
    const priv = subnet(privateSubnetId(i), 3 + i, online ? 'private' : 'isolated');
    // one private route table per zone when each zone has its own NAT gateway, else one shared
    const table = nats === zones && nats > 1 ? `PrivateRouteTable${i + 1}` : 'PrivateRouteTable';
    if (!ctx.resources[table]) {
      ctx.add(b, table, { Type: 'AWS::EC2::RouteTable', Properties: { VpcId: ref(VPC_ID) } });
      privateTables.push(table);
    }
    ctx.add(b, `${pub}Routes`, {
      Type: 'AWS::EC2::SubnetRouteTableAssociation',
      Properties: { SubnetId: ref(pub), RouteTableId: ref(online ? 'PublicRouteTable' : table) },
    });
    ctx.add(b, `${priv}Routes`, {
      Type: 'AWS::EC2::SubnetRouteTableAssociation',
      Properties: { SubnetId: ref(priv), RouteTableId: ref(table) },
    });
  }
  for (let i = 0; i < nats; i++) {
    ctx.add(b, `NatAddress${i + 1}`, {
      Type: 'AWS::EC2::EIP',
      DependsOn: 'GatewayAttachment',
      Properties: { Domain: 'vpc' },
    });
    ctx.add(b, `NatGateway${i + 1}`, {
      Type: 'AWS::EC2::NatGateway',
      Properties: {
        AllocationId: getAtt(`NatAddress${i + 1}`, 'AllocationId'),
        SubnetId: ref(publicSubnetId(i)),
      },
    });
  }
  privateTables.forEach((table, i) => {
    if (nats === 0) return;
    ctx.add(b, `${table}DefaultRoute`, {
      Type: 'AWS::EC2::Route',
      Properties: {
        RouteTableId: ref(table),
        DestinationCidrBlock: '0.0.0.0/0',
        NatGatewayId: ref(`NatGateway${Math.min(i, nats - 1) + 1}`),
      },
    });
  });
  for (const service of ['s3', 'dynamodb']) {
    ctx.add(b, service === 's3' ? 'S3Endpoint' : 'DynamoDbEndpoint', {
      Type: 'AWS::EC2::VPCEndpoint',
      Properties: {
        VpcId: ref(VPC_ID),
        ServiceName: sub(`com.amazonaws.\${AWS::Region}.${service}`),
        VpcEndpointType: 'Gateway',
        RouteTableIds: privateTables.map((t) => ref(t)),
      },
    });
  }
  const flowLogs = addLogGroup(ctx, b, 'FlowLogGroup');
  ctx.add(b, 'FlowLogRole', {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { Service: 'vpc-flow-logs.amazonaws.com' },
            Action: 'sts:AssumeRole',
            Condition: { StringEquals: { 'aws:SourceAccount': ref('AWS::AccountId') } },
          },
        ],
      },
      Policies: [
        {
          PolicyName: 'write-flow-logs',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Action: ['logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogStreams'],
                Resource: getAtt(flowLogs, 'Arn'),
              },
            ],
          },
        },
      ],
    },
  });
  ctx.add(b, 'FlowLog', {
    Type: 'AWS::EC2::FlowLog',
    Properties: {
      ResourceId: ref(VPC_ID),
      ResourceType: 'VPC',
      TrafficType: 'ALL',
      LogDestinationType: 'cloud-watch-logs',
      LogGroupName: ref(flowLogs),
      DeliverLogsPermissionArn: getAtt('FlowLogRole', 'Arn'),
      MaxAggregationInterval: 60,
    },
  });
  ctx.output('VpcId', ref(VPC_ID), 'The VPC of this design');
}

/**
 * A network the account has: its VPC and subnets are parameters under the logical ids the
 * network's resources would have had, so every block placed in it refers to them unchanged; the
 * ids the brief gives are their defaults (private subnets first, as a brief lists them for its
 * data). Nothing of a network is built: its routes, endpoints and flow logs are the account's.
 */
function existingNetwork(
  ctx: SynthesisContext,
  zones: number,
  existing: NonNullable<NonNullable<SynthesisContext['requirements']['stated']>['existing_network']>,
): void {
  const given = (id: string | undefined) => (id ? { Default: id } : {});
  ctx.parameter(VPC_ID, {
    Type: 'AWS::EC2::VPC::Id',
    Description: 'The existing VPC this design goes into',
    ...given(existing.vpc_id),
  });
  const subnets = existing.subnet_ids ?? [];
  for (let i = 0; i < zones; i++) {
    ctx.parameter(privateSubnetId(i), {
      Type: 'AWS::EC2::Subnet::Id',
      Description: `A private subnet of the existing VPC, in availability zone ${i + 1}`,
      ...given(subnets[i]),
    });
    ctx.parameter(publicSubnetId(i), {
      Type: 'AWS::EC2::Subnet::Id',
      Description: `A public subnet of the existing VPC, in availability zone ${i + 1}`,
      ...given(subnets[zones + i]),
    });
  }
  ctx.output('VpcId', ref(VPC_ID), 'The existing VPC this design goes into');
}
