import {
  SESSION_AGENTS,
  type SessionQuestion,
  type SessionStage,
  type SessionSummary,
  type SessionView,
  sessionProgress,
} from '#shared/api/sessions';
import type { SessionRecord } from '../ports/session-repository';

/** The stages in timeline order, in the API's shape. */
export function stagesOf(record: SessionRecord): SessionStage[] {
  return SESSION_AGENTS.map((agent) => {
    const stage = record.stages[agent] ?? { status: 'pending' };
    return {
      agent,
      status: stage.status,
      started_at: stage.startedAt ?? null,
      completed_at: stage.completedAt ?? null,
      summary: stage.summary ?? null,
    };
  });
}

/** GET /api/session/{id}; also the body of the 'session' live message. */
export function sessionView(record: SessionRecord): SessionView {
  const stages = stagesOf(record);
  return {
    session_id: record.id,
    status: record.status,
    progress: sessionProgress(record.status, stages),
    prompt: record.prompt,
    options: record.options,
    stages,
    ...(record.error !== undefined && { error: record.error }),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    model_id: record.modelId,
    offline_planner: record.offlinePlanner,
    repair_rounds: record.repairRounds,
    template_id: record.templateId ?? null,
    questions: questionsOf(record),
    ...(record.version && {
      version: {
        design_id: record.version.designId,
        number: record.version.number,
        parent_session_id: record.version.parentId,
        instruction: record.version.instruction,
      },
    }),
  };
}

/** The questions asked, each with the answer the run continued with once there is one. */
function questionsOf(record: SessionRecord): SessionQuestion[] {
  if (record.answered) return record.answered;
  return record.questions ?? [];
}

export function sessionSummary(record: SessionRecord): SessionSummary {
  const { session_id, status, progress, prompt, created_at, model_id, template_id, version } =
    sessionView(record);
  return {
    session_id,
    status,
    progress,
    prompt,
    created_at,
    model_id,
    template_id,
    ...(version && { version }),
  };
}
