import { deploymentsConfig } from '../deployments/config';
import type { DeploymentPorts } from '../deployments/ports';
import { dynamoAwsAccountRepository } from '../store/aws-account-repository';
import { dynamoDeploymentHistory } from '../store/deployment-history';
import { dynamoDeploymentRepository } from '../store/deployment-repository';
import { cloudStacks } from './cloud';
import { liveUpdates } from './live';
import { storePorts } from './store';
import { templateChecker } from './template-checker';
import { workflowStarter } from './workflows';

let ports: DeploymentPorts | undefined;

/** THE composition root, deployments part: the table, the customer cloud and the workflows. */
export function deploymentPorts(): DeploymentPorts {
  if (!ports) {
    const { db, tableName } = storePorts();
    ports = {
      deployments: dynamoDeploymentRepository(db, tableName),
      history: dynamoDeploymentHistory(db, tableName),
      accounts: dynamoAwsAccountRepository(db, tableName),
      stacks: cloudStacks,
      updates: liveUpdates(),
      workflows: workflowStarter(),
      templates: templateChecker(),
      now: () => new Date(),
      timeoutSeconds: deploymentsConfig().timeoutSeconds,
    };
  }
  return ports;
}

/** Tests put the ports on their own table, sandbox and runner (as the task handlers will see them). */
export function installDeploymentPorts(replacement: DeploymentPorts | undefined): void {
  ports = replacement;
}
