import { accountBaselineReader, lazyBaselineReader } from '../generation/account-baseline';
import { stageAgents } from '../generation/agents';
import type { GenerationPorts } from '../generation/ports';
import { dynamoAwsAccountRepository } from '../store/aws-account-repository';
import { dynamoScanRepository } from '../store/scan-repository';
import { agentModel } from './model';
import { sessionPorts } from './sessions';
import { storePorts } from './store';
import { templateValidator } from './validator';

/**
 * THE composition root, generation part: the session ports and the agents, for the generation
 * workflow's task functions only (the HTTP routes never bundle the engines or the model).
 */
export function generationPorts(): GenerationPorts {
  return {
    ...sessionPorts(),
    agents: stageAgents({ model: agentModel(), validator: templateValidator }),
    // built on first use: a task that never reviews a design does not need the scans
    baseline: lazyBaselineReader(() => {
      const { db, tableName } = storePorts();
      return accountBaselineReader({
        scans: dynamoScanRepository(db, tableName),
        accounts: dynamoAwsAccountRepository(db, tableName),
        // only a sandbox account is read live
        inventory: async () => (await (await import('./cloud')).cloudPorts()).inventory,
      });
    }),
  };
}
