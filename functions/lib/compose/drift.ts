import type { DriftPorts } from '../drift/ports';
import { driftFound } from '../notifications/events';
import { dynamoDriftReports } from '../store/drift-reports';
import { cloudPorts } from './cloud';
import { deploymentPorts } from './deployments';
import { notifyUser } from './notifications';
import { storePorts } from './store';

let ports: DriftPorts | undefined;

/** THE composition root, drift part: deployments, the customer cloud's drift detection, the table. */
export function driftPorts(): DriftPorts {
  if (!ports) {
    const { db, tableName } = storePorts();
    ports = {
      deployments: deploymentPorts(),
      detector: async () => (await cloudPorts()).drift,
      sandboxConsole: async () => (await cloudPorts()).sandboxConsole,
      reports: dynamoDriftReports(db, tableName),
      onDrift: ({ userId, stackName, drifted }) => notifyUser(userId, driftFound(stackName, drifted)),
    };
  }
  return ports;
}
