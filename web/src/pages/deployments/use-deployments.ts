import { useCallback, useEffect, useRef, useState } from 'react';
import { isDeploymentInProgress } from '#shared/api/deployment-status';
import { deploymentsGet, deploymentsList } from '#shared/api/endpoints/deployments';
import { ERRORS, TOASTS } from '#shared/messages/feedback';
import { ApiError, apiCall, detailOr } from '#web/api/client';
import { useLiveTopics } from '#web/live/use-live-topic';
import { useNotifications } from '../../notifications/NotificationsContext';
import {
  applyLiveMessage,
  createReadGuard,
  type DeploymentsState,
  EMPTY_STATE,
  needsFullRead,
  withDetail,
  withList,
  withoutDeployment,
} from './deployments-state';

/** The spec's list polling interval (section 9). */
export const POLL_INTERVAL_MS = 10_000;

/**
 * The deployments list: loaded once, kept current by live messages for every deployment in
 * progress, and polled every 10 s while something is in progress and a socket is missing.
 */
export function useDeployments() {
  const { notify } = useNotifications();
  const [state, setState] = useState<DeploymentsState>(EMPTY_STATE);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const expanded = useRef(new Set<string>());
  const reads = useRef(createReadGuard()).current;

  const loadDetail = useCallback(
    async (id: string) => {
      const stillFresh = reads.begin(id);
      try {
        const detail = await apiCall(deploymentsGet, { params: { id } });
        if (stillFresh()) setState((current) => withDetail(current, detail));
      } catch (error) {
        // gone in the meantime: the next list shows that too
        if (error instanceof ApiError && error.status === 404)
          setState((current) => withoutDeployment(current, id));
        else console.warn(`Could not load deployment ${id}`, error);
      }
    },
    [reads],
  );

  /** The list, then the details of the rows that are open. Throws what the API threw. */
  const fetchAll = useCallback(async () => {
    // active and deleted ones: the page shows one view or the other without asking again
    const items = await apiCall(deploymentsList, { query: { filter: 'all' } });
    setState((current) => withList(current, items));
    const open = items.filter((item) => expanded.current.has(item.deployment_id));
    await Promise.all(open.map((item) => loadDetail(item.deployment_id)));
  }, [loadDetail]);

  useEffect(() => {
    fetchAll()
      .catch((error: unknown) =>
        notify({ id: 'deployments', type: 'error', header: detailOr(error, ERRORS.loadDeployments) }),
      )
      .finally(() => setLoading(false));
  }, [fetchAll, notify]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await fetchAll();
      notify({ id: 'deployments', type: 'success', header: TOASTS.deploymentsRefreshed });
    } catch (error) {
      notify({ id: 'deployments', type: 'error', header: detailOr(error, ERRORS.refreshDeployments) });
    } finally {
      setRefreshing(false);
    }
  }, [fetchAll, notify]);

  const active = state.items
    .filter((item) => isDeploymentInProgress(item.status))
    .map((item) => item.deployment_id);
  const latest = useRef(state);
  latest.current = state;
  const live = useLiveTopics(active, (message) => {
    if (message.type === 'deployment' || message.type === 'deployment_removed')
      reads.heard(message.deployment_id);
    // a message too big for the socket came without its template (or events): read the rest
    if (
      message.type === 'deployment' &&
      needsFullRead(latest.current, message, expanded.current.has(message.deployment_id))
    )
      void loadDetail(message.deployment_id);
    setState((current) => applyLiveMessage(current, message));
  });
  // A socket hears only what is published after it opens: read each followed deployment once
  // more whenever every socket is open, so an end that came before (or between reconnects) is not
  // missed for good.
  const followed = useRef(active);
  followed.current = active;
  useEffect(() => {
    if (!live.connected) return;
    for (const id of followed.current) void loadDetail(id);
  }, [live.connected, loadDetail]);
  const polling = active.length > 0 && !live.connected;
  // The timer runs while anything is in progress and skips its turn while every socket is open:
  // a socket that opens and drops again (a refused token) cannot keep restarting the 10 s wait.
  const livePolling = useRef(polling);
  livePolling.current = polling;
  const anyActive = active.length > 0;

  useEffect(() => {
    if (!anyActive) return;
    const timer = setInterval(() => {
      if (!livePolling.current) return;
      // auto-refresh failures are only logged (spec section 4)
      fetchAll().catch((error: unknown) => console.warn('Auto-refresh of deployments failed', error));
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [anyActive, fetchAll]);

  const setExpanded = useCallback(
    (id: string, open: boolean) => {
      if (open) {
        expanded.current.add(id);
        void loadDetail(id);
      } else expanded.current.delete(id);
    },
    [loadDetail],
  );

  return {
    state,
    setState,
    loading,
    refreshing,
    refresh,
    setExpanded,
    loadDetail,
    live: live.connected,
    polling,
  };
}
