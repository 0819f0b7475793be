import type { FrameworkId, Severity } from '../types';

/**
 * One rule that evidences a control, with the framework's own severity for a failure. A severity
 * above the rule's own (the severity policy) counts only with a written `reason`; without one it is
 * capped at the rule's severity.
 */
export interface Evidence {
  ruleId: string;
  severity: Severity;
  reason?: string;
}

export interface Control {
  /** the framework's own id, e.g. "2-8-3-3" or "3.3.9" */
  id: string;
  title: string;
  domain: string;
  /** empty: a manual control (policy, training, contract) that no scan can evidence */
  evidence: readonly Evidence[];
  /** the id comes from a community transcription we could not check against the official text */
  unverified?: boolean;
}

export interface Framework {
  id: FrameworkId;
  name: string;
  version: string;
  controls: readonly Control[];
}

type EvidenceRow = readonly [ruleId: string, severity: Severity, reason?: string];

/** Compact constructor so the framework files read like the documents they transcribe. */
export function control(
  id: string,
  title: string,
  domain: string,
  rows: readonly EvidenceRow[] = [],
  opts: { unverified?: boolean } = {},
): Control {
  return {
    id,
    title,
    domain,
    evidence: rows.map(([ruleId, severity, reason]) => ({ ruleId, severity, ...(reason ? { reason } : {}) })),
    ...(opts.unverified ? { unverified: true } : {}),
  };
}

export function isManual(c: Control): boolean {
  return c.evidence.length === 0;
}
