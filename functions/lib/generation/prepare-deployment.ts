import { describeTemplate } from '#shared/catalog/summary';
import type { Artifact } from '#shared/generation/artifacts';
import { designName } from '#shared/generation/design-name';
import type { SecurityReview } from '#shared/generation/reviews';
import { Conflict } from '../errors';
import type { PrivateTemplate } from '../ports/private-templates';
import { WORK } from './agents';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';
import { artifactWorkName } from './session-artifacts';

/** The gallery section private templates are listed under. */
export const PRIVATE_CATEGORY = 'My templates';
const PRIVATE_COLOR = '#7d3cff';

/** A private template's id: one per session, so preparing twice gives the same template. */
export const privateTemplateId = (sessionId: string) => `utpl-${sessionId}`;

function slugOf(name: string, sessionId: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
  return `${base || 'design'}-${sessionId.slice(0, 8)}`;
}

/**
 * POST /api/prepare-deployment: the completed session's final template becomes a private template
 * of the caller's library (the catalog's shape, with parameters, scores and cost computed from the
 * text), which the builder configures and deploys like any other. Idempotent per session.
 */
export async function prepareDeployment(
  ports: Pick<SessionPorts, 'sessions' | 'templates' | 'now'>,
  userId: string,
  sessionId: string,
) {
  const session = await ownedSession(ports, userId, sessionId);
  const artifact =
    session.status === 'completed'
      ? await ports.sessions.getWork<Artifact>(userId, sessionId, artifactWorkName('cloudformation'))
      : undefined;
  if (!artifact) throw new Conflict('Only a completed session can be prepared for deployment.');
  // the score the studio showed, computed once by its security review, for its frameworks only
  const review = await ports.sessions.getWork<Pick<SecurityReview, 'frameworks' | 'scores'>>(
    userId,
    sessionId,
    WORK.security,
  );
  const name = designName(session.prompt);
  const slug = slugOf(name, session.id);
  const described = describeTemplate(
    {
      slug,
      name,
      description: session.prompt.slice(0, 300),
      category: 'Web',
      color: PRIVATE_COLOR,
      featured: false,
      template: artifact.content,
      parameterUi: {},
    },
    {
      ...(session.options.region && { costRegion: session.options.region }),
      ...(review && { checked: { frameworks: review.frameworks, scores: review.scores } }),
    },
  );
  const template: PrivateTemplate = {
    ...described,
    template_id: privateTemplateId(session.id),
    category: PRIVATE_CATEGORY,
    deployment_count: 0,
    template_body: artifact.content,
    is_private: true,
    session_id: session.id,
    created_at: ports.now().toISOString(),
  };
  const stored = await ports.templates.create(userId, template);
  await ports.sessions.setTemplate(userId, session.id, stored.template_id, ports.now().toISOString());
  return { template_id: stored.template_id, slug: stored.slug };
}
