import { sessionPorts } from '../lib/compose/sessions';
import type { WorkflowError } from '../lib/deployments/record-failure';
import { failSession } from '../lib/sessions/fail-session';
import type { GenerationInput } from '../lib/sessions/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput & { error: WorkflowError }) =>
  failSession(sessionPorts(), input),
);
