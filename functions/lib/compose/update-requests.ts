import type { UpdateRequestPorts } from '../deployments/update-requests';
import { dynamoDriftReports } from '../store/drift-reports';
import { deploymentPorts } from './deployments';
import { designPorts } from './designs';
import { storePorts } from './store';

/** THE composition root, update requests: deployments, their sources, their last drift check. */
export function updateRequestPorts(): UpdateRequestPorts {
  const { db, tableName } = storePorts();
  return {
    deployments: deploymentPorts(),
    sources: designPorts(),
    driftReports: dynamoDriftReports(db, tableName),
  };
}
