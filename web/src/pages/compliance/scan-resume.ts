/** Scan timing constants (spec section 9). */
export const SCAN_POLL_INTERVAL_MS = 3_000;
export const SCAN_STALE_AFTER_MS = 10 * 60_000;

export type ScanStatus = 'running' | 'completed' | 'failed';

export interface ScanHead {
  scan_id: string;
  status: ScanStatus;
  started_at: string;
}

/** What the screen does with the most recent scan when it loads (spec section 4). */
export type ResumeDecision =
  /** nothing to show: no scan yet, or the latest failed */
  | { kind: 'none' }
  /** a running scan older than 10 minutes: stale and ignored */
  | { kind: 'stale'; scanId: string }
  /** a fresh running scan: poll it every 3 seconds */
  | { kind: 'poll'; scanId: string }
  /** a completed scan: load its results */
  | { kind: 'load'; scanId: string };

/**
 * Examines the most recent scan of `scans` (the API lists newest first, but the started time
 * decides, so an unsorted list gives the same answer). A scan whose start cannot be read counts
 * as stale: resuming it could poll forever.
 */
export function resumeDecision(scans: readonly ScanHead[], now: number): ResumeDecision {
  const latest = mostRecent(scans);
  if (!latest) return { kind: 'none' };
  if (latest.status === 'completed') return { kind: 'load', scanId: latest.scan_id };
  if (latest.status === 'running') {
    return isStale(latest, now)
      ? { kind: 'stale', scanId: latest.scan_id }
      : { kind: 'poll', scanId: latest.scan_id };
  }
  return { kind: 'none' };
}

/** A running scan started more than 10 minutes before `now` (or at an unreadable time). */
export function isStale(scan: Pick<ScanHead, 'started_at'>, now: number): boolean {
  const started = Date.parse(scan.started_at);
  return !Number.isFinite(started) || now - started > SCAN_STALE_AFTER_MS;
}

export function mostRecent<S extends ScanHead>(scans: readonly S[]): S | undefined {
  let best: S | undefined;
  for (const scan of scans) {
    if (!best || startedAt(scan) > startedAt(best)) best = scan;
  }
  return best;
}

const startedAt = (scan: ScanHead) => {
  const time = Date.parse(scan.started_at);
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
};

/** What one poll (or live message) of a watched scan means for the screen. */
export type WatchStep =
  | { kind: 'continue'; progress: number }
  /** load the results and toast 'Compliance scan completed!' */
  | { kind: 'completed' }
  /** toast 'Compliance scan failed' */
  | { kind: 'failed' }
  /** it has been running past the stale limit: stop polling, as on load */
  | { kind: 'stale' };

export function watchStep(
  scan: { status: ScanStatus; progress: number; started_at: string },
  now: number,
): WatchStep {
  if (scan.status === 'completed') return { kind: 'completed' };
  if (scan.status === 'failed') return { kind: 'failed' };
  if (isStale(scan, now)) return { kind: 'stale' };
  return { kind: 'continue', progress: clampProgress(scan.progress) };
}

export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}
