import type { ScanDetail, ScanStatus } from '#shared/api/compliance-schema';
import { SCAN_POLL_INTERVAL_MS, watchStep } from './scan-resume';

export interface ScanWatcherEvents {
  onProgress(progress: number): void;
  /** the scan finished: its results, to show with 'Compliance scan completed!' */
  onCompleted(scan: ScanDetail): void;
  /** the scan failed ('Compliance scan failed'), with its reason when it has one */
  onFailed(scan: ScanDetail): void;
  /** it has been running for more than 10 minutes: no longer watched */
  onStale(): void;
  /** one poll failed; polling goes on */
  onPollError(error: unknown): void;
}

export interface ScanWatcherDeps {
  fetchScan(scanId: string): Promise<ScanDetail>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** What a live 'scan' message carries that the watcher reads. */
export interface LiveScanUpdate {
  scan_id: string;
  status: ScanStatus;
  progress: number;
}

/**
 * Follows one running scan: polls it every 3 seconds (spec section 4) until it completes, fails
 * or goes stale. Live updates, when the socket works, move the progress bar between polls and
 * bring the final poll forward, so a finished scan shows at once instead of up to 3 s later.
 * Polls never overlap; after `stop()` nothing more is reported.
 */
export class ScanWatcher {
  private timer: unknown;
  private inFlight = false;
  private pollAgain = false;
  private stopped = false;
  private readonly now: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    readonly scanId: string,
    private readonly deps: ScanWatcherDeps,
    private readonly events: ScanWatcherEvents,
  ) {
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** Polls at once, then every 3 seconds. */
  start(): void {
    void this.poll();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer(this.timer);
  }

  /** A live message: progress now, and a poll now when the scan has ended. */
  push(update: LiveScanUpdate): void {
    if (this.stopped || update.scan_id !== this.scanId) return;
    if (update.status === 'running') {
      this.events.onProgress(update.progress);
      return;
    }
    this.clearTimer(this.timer);
    void this.poll();
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    if (this.inFlight) {
      this.pollAgain = true;
      return;
    }
    this.inFlight = true;
    let finished = false;
    try {
      const scan = await this.deps.fetchScan(this.scanId);
      if (this.stopped) return;
      const step = watchStep(scan, this.now());
      finished = step.kind !== 'continue';
      if (step.kind === 'continue') this.events.onProgress(step.progress);
      else if (step.kind === 'completed') this.events.onCompleted(scan);
      else if (step.kind === 'failed') this.events.onFailed(scan);
      else this.events.onStale();
    } catch (error) {
      if (!this.stopped) this.events.onPollError(error);
    } finally {
      this.inFlight = false;
    }
    if (finished) {
      this.stop();
      return;
    }
    if (this.pollAgain) {
      this.pollAgain = false;
      void this.poll();
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.clearTimer(this.timer);
    this.timer = this.setTimer(() => void this.poll(), SCAN_POLL_INTERVAL_MS);
  }
}
