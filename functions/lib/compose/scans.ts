import { EventEmitter } from 'node:events';
import type { ScanLiveUpdate } from '#shared/api/compliance-schema';
import { scansConfig } from '../scans/config';
import type { ScanPorts } from '../scans/ports';
import { dynamoAwsAccountRepository } from '../store/aws-account-repository';
import { dynamoDeploymentRepository } from '../store/deployment-repository';
import { dynamoScanRepository } from '../store/scan-repository';
import { cloudPorts } from './cloud';
import { storePorts } from './store';
import { workflowStarter } from './workflows';

let ports: ScanPorts | undefined;

/** In-process 'scan' messages: the local socket server listens here (until the live-updates port). */
export const scanUpdates = new EventEmitter().setMaxListeners(0);

/** THE composition root, scans part: the table, the customer cloud's inventory and the workflow. */
export function scanPorts(): ScanPorts {
  if (!ports) {
    const { db, tableName } = storePorts();
    const config = scansConfig();
    ports = {
      scans: dynamoScanRepository(db, tableName),
      accounts: dynamoAwsAccountRepository(db, tableName),
      deployments: dynamoDeploymentRepository(db, tableName),
      inventory: async () => (await cloudPorts()).inventory,
      workflows: workflowStarter(),
      publish: async (userId: string, update: ScanLiveUpdate) => {
        scanUpdates.emit(`${userId}/${update.scan_id}`, update);
      },
      now: () => new Date(),
      timeoutSeconds: config.timeoutSeconds,
    };
  }
  return ports;
}

/** Tests put the ports on their own table, cloud and runner (as the task handlers will see them). */
export function installScanPorts(replacement: ScanPorts | undefined): void {
  ports = replacement;
}
