import { entitlementsFor } from '#shared/billing/entitlements';
import {
  ARTIFACT_KINDS,
  type Artifact,
  type ArtifactKind,
  PAID_ARTIFACT_KINDS,
} from '#shared/generation/artifacts';
import { Conflict } from '../errors';
import type { SubscribedCaller } from '../ports/subscription-repository';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';

/** Where the artifacts step keeps each artifact beside the session. */
export const artifactWorkName = (kind: ArtifactKind) => `artifact-${kind}`;

/** Plans whose runs include Terraform and the CI pipeline (spec section 9). */
const PLANS_WITH_EXTRAS = ['pro', 'premium'];

/**
 * GET /api/session/{id}/artifacts: what the run produced. Terraform and the pipeline are answered
 * only on Pro and Premium (read at request time, so an upgrade unlocks past runs too); the answer
 * says which kinds were withheld.
 */
export async function sessionArtifacts(
  ports: Pick<SessionPorts, 'sessions'>,
  caller: SubscribedCaller,
  id: string,
) {
  const { userId } = caller;
  const session = await ownedSession(ports, userId, id);
  if (session.status === 'running')
    throw new Conflict('The session is still running; its artifacts are not ready.');
  if (session.status === 'waiting')
    throw new Conflict('The session is waiting for answers to its questions; nothing is designed yet.');
  const { tier } = entitlementsFor(caller.subscription ?? null);
  const extras = tier !== null && PLANS_WITH_EXTRAS.includes(tier);
  const kinds = ARTIFACT_KINDS.filter((kind) => extras || !PAID_ARTIFACT_KINDS.includes(kind));
  const found = await Promise.all(
    kinds.map((kind) => ports.sessions.getWork<Artifact>(userId, id, artifactWorkName(kind))),
  );
  return {
    artifacts: found.filter((artifact): artifact is Artifact => artifact !== undefined),
    withheld: extras ? [] : [...PAID_ARTIFACT_KINDS],
  };
}
