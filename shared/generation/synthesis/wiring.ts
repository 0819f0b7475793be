import { ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/** A security group that lets others in on one port (a data store's, an internal load balancer's listener). */
export interface Door {
  group: string;
  port: number;
}

/**
 * Lets `client` (a compute security group) into `door` on its port, by one ingress rule of its
 * own: the one way the design opens a group to another, for data stores and callers alike. A
 * client that limits what it sends (a function's "HTTPS out only") also gets the one egress rule
 * to the door's group and port, or its connections would never leave it.
 */
export function admit(ctx: SynthesisContext, block: string, door: Door, client: string): void {
  const id = `${door.group}From${client.replace(/SecurityGroup$/, '')}`;
  if (ctx.resources[id]) return;
  if (ctx.resources[client]?.Properties?.SecurityGroupEgress !== undefined)
    ctx.add(block, `${client.replace(/SecurityGroup$/, '')}To${door.group}`, {
      Type: 'AWS::EC2::SecurityGroupEgress',
      Properties: {
        GroupId: ref(client),
        IpProtocol: 'tcp',
        FromPort: door.port,
        ToPort: door.port,
        DestinationSecurityGroupId: ref(door.group),
        Description: `To ${door.group}`,
      },
    });
  ctx.add(block, id, {
    Type: 'AWS::EC2::SecurityGroupIngress',
    Properties: {
      GroupId: ref(door.group),
      IpProtocol: 'tcp',
      FromPort: door.port,
      ToPort: door.port,
      SourceSecurityGroupId: ref(client),
      Description: `From ${client}`,
    },
  });
}

/** Opens each data store's port to each compute security group of the design, and nothing else. */
export function wireDataStores(ctx: SynthesisContext): void {
  for (const store of ctx.dataStoreGroups) {
    for (const client of ctx.clientGroups) admit(ctx, store.block, store, client);
  }
}

/**
 * Lets a group's own members in on its port: a Lambda event source mapping reads a source inside
 * the VPC (a Kafka cluster, a broker) through interfaces in the source's subnets that carry the
 * source's own security groups (AWS Lambda guide, MSK and Amazon MQ event source mappings).
 */
export function admitItself(ctx: SynthesisContext, block: string, door: Door): void {
  const id = `${door.group}FromItself`;
  if (ctx.resources[id]) return;
  ctx.add(block, id, {
    Type: 'AWS::EC2::SecurityGroupIngress',
    Properties: {
      GroupId: ref(door.group),
      IpProtocol: 'tcp',
      FromPort: door.port,
      ToPort: door.port,
      SourceSecurityGroupId: ref(door.group),
      Description: 'From the event source mappings that read it',
    },
  });
}
