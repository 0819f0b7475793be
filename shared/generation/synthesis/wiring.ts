import { ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/** Opens each data store's port to each compute security group of the design, and nothing else. */
export function wireDataStores(ctx: SynthesisContext): void {
  for (const store of ctx.dataStoreGroups) {
    for (const client of ctx.clientGroups) {
      ctx.add(store.block, `${store.group}From${client.replace(/SecurityGroup$/, '')}`, {
        Type: 'AWS::EC2::SecurityGroupIngress',
        Properties: {
          GroupId: ref(store.group),
          IpProtocol: 'tcp',
          FromPort: store.port,
          ToPort: store.port,
          SourceSecurityGroupId: ref(client),
          Description: `From ${client}`,
        },
      });
    }
  }
}
