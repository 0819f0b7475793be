import { describe, expect, it } from 'vitest';
import {
  clampProgress,
  isStale,
  resumeDecision,
  SCAN_STALE_AFTER_MS,
  watchStep,
} from '#web/pages/compliance/scan-resume';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const scan = (scan_id: string, status: 'running' | 'completed' | 'failed', started_at: string) => ({
  scan_id,
  status,
  started_at,
});

describe('on screen load, the most recent scan decides (spec section 4)', () => {
  it('does nothing without scans or when the latest failed', () => {
    expect(resumeDecision([], now)).toEqual({ kind: 'none' });
    expect(
      resumeDecision([scan('a', 'failed', ago(1_000)), scan('b', 'completed', ago(60_000))], now),
    ).toEqual({
      kind: 'none',
    });
  });

  it('loads a completed scan', () => {
    expect(resumeDecision([scan('a', 'completed', ago(3_600_000))], now)).toEqual({
      kind: 'load',
      scanId: 'a',
    });
  });

  it('resumes polling a running scan younger than 10 minutes', () => {
    expect(resumeDecision([scan('a', 'running', ago(SCAN_STALE_AFTER_MS - 1_000))], now)).toEqual({
      kind: 'poll',
      scanId: 'a',
    });
  });

  it('ignores a running scan older than 10 minutes as stale, even with an older completed one', () => {
    const scans = [
      scan('old', 'completed', ago(3_600_000)),
      scan('a', 'running', ago(SCAN_STALE_AFTER_MS + 1_000)),
    ];
    expect(resumeDecision(scans, now)).toEqual({ kind: 'stale', scanId: 'a' });
  });

  it('takes the latest by start time, whatever the list order', () => {
    const scans = [scan('older', 'completed', ago(120_000)), scan('newer', 'running', ago(5_000))];
    expect(resumeDecision(scans, now)).toEqual({ kind: 'poll', scanId: 'newer' });
    expect(resumeDecision([...scans].reverse(), now)).toEqual({ kind: 'poll', scanId: 'newer' });
  });

  it('treats a running scan with an unreadable start as stale rather than polling it forever', () => {
    expect(isStale({ started_at: 'not a date' }, now)).toBe(true);
    expect(resumeDecision([scan('a', 'running', 'garbage')], now)).toEqual({ kind: 'stale', scanId: 'a' });
  });
});

describe('each poll of a watched scan', () => {
  it('continues with the progress, stops on completed, failed or stale', () => {
    expect(watchStep({ status: 'running', progress: 42, started_at: ago(1_000) }, now)).toEqual({
      kind: 'continue',
      progress: 42,
    });
    expect(watchStep({ status: 'completed', progress: 100, started_at: ago(1_000) }, now).kind).toBe(
      'completed',
    );
    expect(watchStep({ status: 'failed', progress: 10, started_at: ago(1_000) }, now).kind).toBe('failed');
    expect(
      watchStep({ status: 'running', progress: 99, started_at: ago(SCAN_STALE_AFTER_MS + 1) }, now).kind,
    ).toBe('stale');
  });

  it('keeps the progress bar within 0-100', () => {
    expect([clampProgress(-5), clampProgress(120), clampProgress(Number.NaN), clampProgress(33.6)]).toEqual([
      0, 100, 0, 34,
    ]);
  });
});
