import type { DesignVersionView, VersionChanges } from '#shared/api/design-versions';
import type { Artifact } from '#shared/generation/artifacts';
import type { Checklist } from '#shared/generation/checklist/index';
import { designChanges, type VersionFacts } from '#shared/generation/refine/changes';
import { Conflict } from '../errors';
import type { SessionRecord } from '../ports/session-repository';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';
import { artifactWorkName } from './session-artifacts';

const versionOf = (record: SessionRecord) => record.version?.number ?? 1;

/** GET /api/session/{id}/versions: every version of the session's design, oldest first. */
export async function designVersions(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  sessionId: string,
) {
  const session = await ownedSession(ports, userId, sessionId);
  const designId = session.version?.designId ?? session.id;
  const all = await ports.sessions.list(userId);
  const versions: DesignVersionView[] = all
    .filter((record) => record.id === designId || record.version?.designId === designId)
    .sort((a, b) => versionOf(a) - versionOf(b))
    .map((record) => ({
      session_id: record.id,
      version: versionOf(record),
      status: record.status,
      ...(record.version && { instruction: record.version.instruction }),
      created_at: record.createdAt,
      template_id: record.templateId ?? null,
    }));
  return { design_id: designId, versions };
}

/**
 * GET /api/session/{id}/changes: what a version changed from the version it was made from, read
 * from both versions' own artifacts (final template, requirements checklist, cost). 409 on a
 * first version or while either one has not completed.
 */
export async function versionChanges(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  sessionId: string,
): Promise<VersionChanges> {
  const session = await ownedSession(ports, userId, sessionId);
  if (!session.version)
    throw new Conflict('This is the first version of the design: nothing was changed yet.');
  const parent = await ports.sessions.get(userId, session.version.parentId);
  const after = session.status === 'completed' ? await factsOf(ports, userId, session.id) : undefined;
  const before = parent?.status === 'completed' ? await factsOf(ports, userId, parent.id) : undefined;
  if (!after || !before || !parent)
    throw new Conflict('The changes are shown once both versions are completed.');
  return {
    session_id: session.id,
    version: session.version.number,
    from_session_id: parent.id,
    from_version: versionOf(parent),
    ...designChanges(before, after),
  };
}

/** One version's template, checklist and cost, from the artifacts its run wrote. */
async function factsOf(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  id: string,
): Promise<VersionFacts | undefined> {
  const [template, checklist, cost] = await Promise.all(
    (['cloudformation', 'checklist', 'cost'] as const).map((kind) =>
      ports.sessions.getWork<Artifact>(userId, id, artifactWorkName(kind)),
    ),
  );
  if (!template || !checklist || !cost) return undefined;
  return {
    template: template.content,
    checklist: JSON.parse(checklist.content) as Checklist,
    cost: JSON.parse(cost.content) as VersionFacts['cost'],
  };
}
