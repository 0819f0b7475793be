/** What happened to a deployment, as its History tab and audit exports list it. */
export const HISTORY_ACTIONS = ['create', 'update', 'fix', 'drift-check', 'revert', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * How a requested action ended, recorded as its own entry once CloudFormation settles (the
 * request's entry is written when it is made, before anyone knows).
 */
export const HISTORY_OUTCOMES = ['succeeded', 'failed', 'rolled back'] as const;
export type HistoryOutcome = (typeof HISTORY_OUTCOMES)[number];

/** One change a change set made or would make, in the preview's words. */
export interface HistoryChange {
  action: 'add' | 'modify' | 'replace' | 'remove';
  logical_id: string;
  resource_type: string;
}

/** One entry of a deployment's history. Entries are only ever appended. */
export interface HistoryEntry {
  deploymentId: string;
  /** ISO time */
  at: string;
  action: HistoryAction;
  /** who asked: the user's e-mail when known, else their id; `schedule` for a scheduled run */
  actor: string;
  /** what was done, in one sentence */
  summary: string;
  /** the change set executed (or found), by name with its changes */
  changeSet?: { name: string; changes: HistoryChange[] };
  /** set on the entry that records how an earlier request ended; absent on the request itself */
  outcome?: HistoryOutcome;
  /** the compliance scan of what the stack runs afterwards: score per framework (0-100) */
  scoresAfter?: Record<string, number>;
}

export interface DeploymentHistoryStore {
  append(userId: string, entry: HistoryEntry): Promise<void>;
  /** oldest first */
  list(userId: string, deploymentId: string): Promise<HistoryEntry[]>;
}
