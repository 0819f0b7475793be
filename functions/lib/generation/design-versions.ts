import type { DesignVersions, DesignVersionView, VersionChanges } from '#shared/api/design-versions';
import type { Artifact } from '#shared/generation/artifacts';
import type { Checklist } from '#shared/generation/checklist/index';
import { designChanges, type VersionFacts } from '#shared/generation/refine/changes';
import type { SessionRecord } from '../ports/session-repository';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';
import { artifactWorkName } from './session-artifacts';

const versionOf = (record: SessionRecord) => record.version?.number ?? 1;

/**
 * GET /api/session/{id}/versions: every version of the session's design, oldest first, and what
 * this version changed from the version it was made from, read from both versions' own artifacts
 * (final template, requirements checklist, cost): null on a first version or while either one has
 * not completed.
 */
export async function designVersions(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  sessionId: string,
): Promise<DesignVersions> {
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
  const parent = session.version && all.find((record) => record.id === session.version?.parentId);
  return {
    design_id: designId,
    versions,
    changes: parent ? await changesFrom(ports, userId, parent, session) : null,
  };
}

/** What `session` changed from `parent`, once both are completed. */
async function changesFrom(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  parent: SessionRecord,
  session: SessionRecord,
): Promise<VersionChanges | null> {
  if (parent.status !== 'completed' || session.status !== 'completed') return null;
  const [before, after] = await Promise.all([
    factsOf(ports, userId, parent.id),
    factsOf(ports, userId, session.id),
  ]);
  if (!before || !after) return null;
  return { from_session_id: parent.id, from_version: versionOf(parent), ...designChanges(before, after) };
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
