import { failureMessage, type WorkflowError } from '../../deployments/record-failure';
import type { GenerationInput, SessionPorts } from '../ports';
import { publishSession } from '../publish-session';

/** Workflow step: every failure ends here, recorded on the session with a readable reason. */
export async function failSession(ports: SessionPorts, input: GenerationInput & { error: WorkflowError }) {
  const at = ports.now().toISOString();
  const error = failureMessage(input.error);
  const ended = await ports.sessions.finish(
    input.userId,
    input.sessionId,
    { status: 'failed', error },
    [{ at, actor: 'system', event: 'failed', detail: error }],
    at,
  );
  await publishSession(ports, ended);
}
