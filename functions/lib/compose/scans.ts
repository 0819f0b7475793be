import { logger } from '../logger';
import { scansConfig } from '../scans/config';
import type { ScanPorts } from '../scans/ports';
import { dynamoAwsAccountRepository } from '../store/aws-account-repository';
import { dynamoDeploymentRepository } from '../store/deployment-repository';
import { dynamoFindingAcceptances } from '../store/finding-acceptances';
import { dynamoResidencySettings } from '../store/residency-settings';
import { dynamoScanRepository } from '../store/scan-repository';
import { cloudPorts } from './cloud';
import { liveUpdates } from './live';
import { userTime } from './sandbox-clock';
import { storePorts } from './store';
import { workflowStarter } from './workflows';

let ports: ScanPorts | undefined;

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
      // a missed live message must not fail the scan: the page also polls every 3 s
      publish: (userId, update) =>
        liveUpdates()
          .publish(userId, update.scan_id, { type: 'scan', ...update })
          .catch((error: unknown) => logger.warn('Scan live update not sent', { error: error as Error })),
      now: () => new Date(),
      readerNow: userTime,
      timeoutSeconds: config.timeoutSeconds,
      residency: dynamoResidencySettings(db, tableName),
      acceptances: dynamoFindingAcceptances(db, tableName),
    };
  }
  return ports;
}

/** Tests put the ports on their own table, cloud and runner (as the task handlers will see them). */
export function installScanPorts(replacement: ScanPorts | undefined): void {
  ports = replacement;
}
