import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { guardedStacks } from '../accounts/guarded-stacks';
import { scansConfig } from '../scans/config';
import { sandboxAccountId } from '../simulators/sandbox-cloud/account';
import { provisionSandboxRole } from '../simulators/sandbox-cloud/provision-role';
import { SandboxCloud } from '../simulators/sandbox-cloud/sandbox-cloud';
import { sandboxInventory } from '../simulators/sandbox-cloud/sandbox-inventory';
import { sandboxNetworkReader } from '../simulators/sandbox-cloud/sandbox-network';
import { dynamoSandboxCloudStore } from '../store/sandbox-cloud-store';
import type { CloudPorts } from './cloud-ports';
import { storePorts } from './store';

/** Each user's sandbox account, in the app's table (loaded only when the cloud is the sandbox). */
export function sandboxCloudPorts(speed: number, validator: TemplateValidator): CloudPorts {
  const { db, tableName } = storePorts();
  const store = dynamoSandboxCloudStore(db, tableName);
  const cloud = new SandboxCloud({ store, validator, speed });
  return {
    kind: 'sandbox',
    roles: cloud,
    stacks: guardedStacks(cloud),
    networks: sandboxNetworkReader(cloud),
    inventory: sandboxInventory(cloud, { estateSize: scansConfig().estateSize }),
    drift: cloud,
    sandboxConsole: cloud,
    provisionSandboxRole: (userId, accountNumber) =>
      provisionSandboxRole(cloud, store, userId, accountNumber),
    sandboxAccountNumber: sandboxAccountId,
  };
}
