import { sessionPorts } from '../lib/compose/sessions';
import type { WorkflowError } from '../lib/deployments/record-failure';
import type { GenerationInput } from '../lib/generation/ports';
import { failSession } from '../lib/generation/steps/fail-session';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput & { error: WorkflowError }) =>
  failSession(sessionPorts(), input),
);
