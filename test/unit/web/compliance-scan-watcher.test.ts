import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanDetail } from '#shared/api/compliance-schema';
import { makeScan } from '#test/fixtures/scan-results';
import { SCAN_POLL_INTERVAL_MS, SCAN_STALE_AFTER_MS } from '#web/pages/compliance/scan-resume';
import { ScanWatcher, type ScanWatcherEvents } from '#web/pages/compliance/scan-watcher';

const START = Date.parse('2026-11-24T12:00:00Z');

function running(progress: number): ScanDetail {
  return makeScan({
    status: 'running',
    progress,
    started_at: new Date(START).toISOString(),
    completed_at: null,
    violations: [],
  });
}

function recorder() {
  const seen: string[] = [];
  const events: ScanWatcherEvents = {
    onProgress: (p) => seen.push(`progress ${p}`),
    onCompleted: (s) => seen.push(`completed ${s.violations.length}`),
    onFailed: (s) => seen.push(`failed ${s.status_reason}`),
    onStale: () => seen.push('stale'),
    onPollError: () => seen.push('error'),
  };
  return { seen, events };
}

describe('ScanWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('polls at once and every 3 seconds until the scan completes, then stops', async () => {
    const answers = [running(10), running(60), makeScan()];
    const fetchScan = vi.fn(async () => answers.shift() ?? makeScan());
    const { seen, events } = recorder();
    new ScanWatcher('s1', { fetchScan }, events).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['progress 10']);
    await vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS - 1);
    expect(fetchScan).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['progress 10', 'progress 60']);
    await vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS);
    expect(seen).toEqual(['progress 10', 'progress 60', 'completed 1']);
    await vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS * 5);
    expect(fetchScan).toHaveBeenCalledTimes(3);
  });

  it('reports a failed scan with its reason, and keeps polling through a failed poll', async () => {
    const answers: (ScanDetail | Error)[] = [
      new Error('network'),
      makeScan({ status: 'failed', status_reason: 'role refused' }),
    ];
    const fetchScan = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next as ScanDetail;
    });
    const { seen, events } = recorder();
    new ScanWatcher('s1', { fetchScan }, events).start();
    await vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS);
    expect(seen).toEqual(['error', 'failed role refused']);
  });

  it('gives up on a scan that runs past 10 minutes', async () => {
    const fetchScan = vi.fn(async () => running(50));
    const { seen, events } = recorder();
    new ScanWatcher('s1', { fetchScan }, events).start();
    await vi.advanceTimersByTimeAsync(SCAN_STALE_AFTER_MS + SCAN_POLL_INTERVAL_MS);
    expect(seen.at(-1)).toBe('stale');
    const calls = fetchScan.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS * 3);
    expect(fetchScan).toHaveBeenCalledTimes(calls);
  });

  it('moves the progress on live messages and polls at once when one says the scan ended', async () => {
    const answers = [running(5), makeScan()];
    const fetchScan = vi.fn(async () => answers.shift() ?? makeScan());
    const { seen, events } = recorder();
    const watcher = new ScanWatcher('s1', { fetchScan }, events);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    watcher.push({ scan_id: 's1', status: 'running', progress: 40 });
    watcher.push({ scan_id: 'other', status: 'completed', progress: 100 });
    expect(seen).toEqual(['progress 5', 'progress 40']);
    watcher.push({ scan_id: 's1', status: 'completed', progress: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['progress 5', 'progress 40', 'completed 1']);
    expect(fetchScan).toHaveBeenCalledTimes(2);
  });

  it('reports nothing after stop, even for a poll already under way', async () => {
    let resolve!: (scan: ScanDetail) => void;
    const fetchScan = vi.fn(() => new Promise<ScanDetail>((r) => (resolve = r)));
    const { seen, events } = recorder();
    const watcher = new ScanWatcher('s1', { fetchScan }, events);
    watcher.start();
    watcher.stop();
    resolve(makeScan());
    await vi.advanceTimersByTimeAsync(SCAN_POLL_INTERVAL_MS * 2);
    expect(seen).toEqual([]);
    expect(fetchScan).toHaveBeenCalledTimes(1);
  });
});
