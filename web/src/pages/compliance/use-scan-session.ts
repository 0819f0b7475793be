import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanDetail, ScanFramework, ScanSummary } from '#shared/api/compliance-schema';
import { complianceScanGet, complianceScanStart } from '#shared/api/endpoints/compliance';
import { ERRORS, TOASTS, VALIDATION } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';
import { resumeDecision } from './scan-resume';
import { type LiveScanUpdate, ScanWatcher } from './scan-watcher';

export interface RunningScan {
  scanId: string;
  progress: number;
  startedAt: string;
}

const fetchScan = (scanId: string) => apiCall(complianceScanGet, { params: { scan_id: scanId } });

/**
 * The scan on screen and the one running: start (with the spec's validation and toasts), follow
 * a running scan to its end, open a past scan, and the on-load resume of the latest scan.
 * `onScanEnded` lets the page refresh its history and dashboard.
 */
export function useScanSession(onScanEnded: () => void) {
  const { notify } = useNotifications();
  const [shown, setShown] = useState<ScanDetail>();
  const [running, setRunning] = useState<RunningScan>();
  const [starting, setStarting] = useState(false);
  const watcher = useRef<ScanWatcher | undefined>(undefined);
  const ended = useRef(onScanEnded);
  ended.current = onScanEnded;

  const watch = useCallback(
    (scanId: string, startedAt: string, progress = 0) => {
      watcher.current?.stop();
      setRunning({ scanId, progress, startedAt });
      const finish = () => {
        setRunning(undefined);
        ended.current();
      };
      watcher.current = new ScanWatcher(
        scanId,
        { fetchScan },
        {
          onProgress: (p) => setRunning((r) => (r?.scanId === scanId ? { ...r, progress: p } : r)),
          onCompleted: (scan) => {
            setShown(scan);
            notify({ id: 'scan-status', type: 'success', header: TOASTS.scanCompleted });
            finish();
          },
          onFailed: (scan) => {
            notify({
              id: 'scan-status',
              type: 'error',
              header: TOASTS.scanFailed,
              content: scan.status_reason ?? undefined,
            });
            finish();
          },
          onStale: finish,
          onPollError: (error) =>
            notify({ id: 'scan-poll', type: 'error', header: detailOr(error, ERRORS.loadScanResults) }),
        },
      );
      watcher.current.start();
    },
    [notify],
  );

  useEffect(() => () => watcher.current?.stop(), []);

  const start = useCallback(
    async (
      accountIds: readonly string[],
      frameworks: readonly ScanFramework[],
      regions: readonly string[] = [],
    ) => {
      if (accountIds.length === 0) {
        notify({ id: 'scan-start', type: 'error', header: VALIDATION.selectAccountToScan });
        return;
      }
      setStarting(true);
      try {
        const answer = await apiCall(complianceScanStart, {
          body: {
            account_ids: [...accountIds],
            frameworks: [...frameworks],
            ...(regions.length > 0 && { regions: [...regions] }),
          },
        });
        // the scan's one toast: 'completed' or 'failed' takes its place, however soon the scan ends
        notify({ id: 'scan-status', type: 'success', header: TOASTS.scanStarted });
        watch(answer.scan_id, new Date().toISOString());
        ended.current();
      } catch (error) {
        notify({ id: 'scan-start', type: 'error', header: detailOr(error, ERRORS.startScan) });
      } finally {
        setStarting(false);
      }
    },
    [notify, watch],
  );

  /** Opens a scan's results: a past one from the history, or the latest on load. */
  const open = useCallback(
    async (scanId: string, past: boolean) => {
      try {
        setShown(await fetchScan(scanId));
        if (past) notify({ id: 'scan-past', type: 'success', header: TOASTS.pastScanLoaded });
      } catch (error) {
        notify({
          id: 'scan-past',
          type: 'error',
          header: detailOr(error, past ? ERRORS.loadPastScan : ERRORS.loadScanResults),
        });
      }
    },
    [notify],
  );

  /** Spec section 4: the most recent scan resumes (running, fresh), loads (completed) or is ignored. */
  const resume = useCallback(
    (scans: readonly ScanSummary[]) => {
      const decision = resumeDecision(scans, Date.now());
      const scan = scans.find((s) => s.scan_id === ('scanId' in decision ? decision.scanId : ''));
      if (decision.kind === 'poll' && scan) watch(scan.scan_id, scan.started_at, scan.progress);
      else if (decision.kind === 'load') void open(decision.scanId, false);
    },
    [watch, open],
  );

  /** A live 'scan' message for the running scan. */
  const push = useCallback((update: LiveScanUpdate) => watcher.current?.push(update), []);

  return { shown, running, starting, start, open, resume, push };
}
