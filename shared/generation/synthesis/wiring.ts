import { ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/** A security group that lets others in on one port (a data store's, an internal load balancer's listener). */
export interface Door {
  group: string;
  port: number;
}

/**
 * Lets `client` (a compute security group) into `door` on its port, by one ingress rule of its
 * own: the one way the design opens a group to another, for data stores and callers alike.
 */
export function admit(ctx: SynthesisContext, block: string, door: Door, client: string): void {
  const id = `${door.group}From${client.replace(/SecurityGroup$/, '')}`;
  if (ctx.resources[id]) return;
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
