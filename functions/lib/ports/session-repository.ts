import type {
  AuditEntry,
  SessionAgent,
  SessionOptions,
  SessionStatus,
  StageStatus,
} from '#shared/api/sessions';
import type { AnsweredQuestion, ClarifyingQuestion } from '#shared/generation/clarify/questions';

/** One agent's place on the timeline. */
export interface StageState {
  status: StageStatus;
  startedAt?: string;
  completedAt?: string;
  /** the agent's verdict in one or two sentences */
  summary?: string;
}

/** Where a version made by a follow-up instruction sits in its design. */
export interface DesignVersion {
  /** the design's first session: its id names the design */
  designId: string;
  /** 2 and up (the first session is version 1) */
  number: number;
  /** the version it was changed from */
  parentId: string;
  /** what the user asked to change */
  instruction: string;
}

/** A generation session as stored under its owner's partition. */
export interface SessionRecord {
  userId: string;
  id: string;
  status: SessionStatus;
  prompt: string;
  options: SessionOptions;
  /** keyed by agent, so parallel agents each write their own entry */
  stages: Record<SessionAgent, StageState>;
  error?: string;
  /** rounds the validity gate sent back to the architect */
  repairRounds: number;
  modelId: string;
  offlinePlanner: boolean;
  audit: AuditEntry[];
  /** the architect's questions about a thin brief, while the session waits and after */
  questions?: ClarifyingQuestion[];
  /** the answers the run continued with (the user's, or the defaults) */
  answered?: AnsweredQuestion[];
  /** set by prepare-deployment */
  templateId?: string;
  /** a later version of a design: made from `parentId` by "Change this design" */
  version?: DesignVersion;
  /** on a design's first session: how many versions the design has (it is version 1 itself) */
  versionCount?: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Sessions and their work products. dynalite has no transactions, so every write is one item:
 * a stage change touches only its own map entry, audit lines are appended atomically, and work
 * products are whole items overwritten by the step that makes them (a retried step writes the
 * same thing again).
 */
export interface SessionRepository {
  /** false when the id is taken (nothing written) */
  create(record: SessionRecord): Promise<boolean>;
  get(userId: string, id: string): Promise<SessionRecord | undefined>;
  /** newest first */
  list(userId: string): Promise<SessionRecord[]>;
  /** Sets one stage and appends audit lines; answers the session after the write (undefined if gone). */
  updateStage(
    userId: string,
    id: string,
    agent: SessionAgent,
    stage: StageState,
    audit: readonly AuditEntry[],
    at: string,
  ): Promise<SessionRecord | undefined>;
  /**
   * Ends the session once: only a running session moves (a retried final step is a no-op).
   * Answers the session after the write, or undefined when it had already ended or is gone.
   */
  finish(
    userId: string,
    id: string,
    outcome: { status: 'completed' } | { status: 'failed'; error: string },
    audit: readonly AuditEntry[],
    at: string,
  ): Promise<SessionRecord | undefined>;
  /**
   * A running session waits for the answers to the architect's questions. Answers the session
   * after the write, or undefined when it was not running (a retried step is a no-op).
   */
  awaitAnswers(
    userId: string,
    id: string,
    questions: readonly ClarifyingQuestion[],
    audit: readonly AuditEntry[],
    at: string,
  ): Promise<SessionRecord | undefined>;
  /**
   * A waiting session takes its answers and runs again. Answers the session after the write, or
   * undefined when it was not waiting (answered twice, or never asked).
   */
  resumeWithAnswers(
    userId: string,
    id: string,
    answered: readonly AnsweredQuestion[],
    audit: readonly AuditEntry[],
    at: string,
  ): Promise<SessionRecord | undefined>;
  setRepairRounds(userId: string, id: string, rounds: number, at: string): Promise<void>;
  /** Records the prepared template; false when another one is already recorded. */
  setTemplate(userId: string, id: string, templateId: string, at: string): Promise<boolean>;
  /**
   * Counts one more version of the design whose first session is `designId` (one atomic update on
   * that session): answers the new version's number, or undefined when the session is gone.
   */
  nextVersion(userId: string, designId: string, at: string): Promise<number | undefined>;
  /** A step's output (JSON-serialisable), kept beside the session. */
  putWork(userId: string, id: string, name: string, value: unknown): Promise<void>;
  getWork<T>(userId: string, id: string, name: string): Promise<T | undefined>;
}
