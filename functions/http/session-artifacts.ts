import { sessionArtifacts } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { sessionArtifacts as artifactsOf } from '../lib/generation/session-artifacts';
import { httpHandler } from '../lib/http/middleware';

/** What a finished session produced (Terraform and the pipeline on Pro and Premium). */
export const handler = httpHandler(sessionArtifacts, async ({ caller, subscription, params }) =>
  artifactsOf(sessionPorts(), { userId: caller.sub, subscription }, params.id),
);
