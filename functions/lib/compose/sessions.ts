import type { SessionPorts } from '../generation/ports';
import { dynamoDeploymentRepository } from '../store/deployment-repository';
import { dynamoPrivateTemplates } from '../store/private-templates';
import { dynamoResidencySettings } from '../store/residency-settings';
import { dynamoSessionRepository } from '../store/session-repository';
import { liveUpdates } from './live';
import { agentModel } from './model';
import { storePorts } from './store';
import { workflowStarter } from './workflows';

let ports: SessionPorts | undefined;

/** THE composition root, sessions part: sessions, private templates, runs, the workflow and live updates. */
export function sessionPorts(): SessionPorts {
  if (!ports) {
    const { db, tableName, usage } = storePorts();
    ports = {
      sessions: dynamoSessionRepository(db, tableName),
      templates: dynamoPrivateTemplates(db, tableName),
      usage,
      deployments: dynamoDeploymentRepository(db, tableName),
      workflows: workflowStarter(),
      live: liveUpdates(),
      model: () => {
        const model = agentModel();
        return { id: model.modelId, offline: model.kind === 'offline-planner' };
      },
      now: () => new Date(),
      residency: dynamoResidencySettings(db, tableName),
    };
  }
  return ports;
}

/** Tests put the ports on their own table and runner (as the task handlers will see them). */
export function installSessionPorts(replacement: SessionPorts | undefined): void {
  ports = replacement;
}
