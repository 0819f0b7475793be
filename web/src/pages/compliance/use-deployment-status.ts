import { useCallback, useEffect, useState } from 'react';
import { deploymentsGet } from '#shared/api/routes/deployments';
import type { LiveMessage } from '#shared/live/messages';
import { apiCall } from '#web/api/client';
import { useLiveTopic } from '#web/live/use-live-topic';

/** How often the status is read while the deployment's socket is not open. */
const POLL_MILLISECONDS = 5_000;

export interface DeploymentStatus {
  status: string;
  reason: string;
}

/**
 * The live status of one deployment (undefined id: none): its socket's messages, one read when the
 * socket opens (a short update can end before it does), and a read every 5 s while it is not
 * open, so a page without sockets still sees the end.
 */
export function useDeploymentStatus(
  deploymentId: string | undefined,
  initial: DeploymentStatus | undefined,
): DeploymentStatus | undefined {
  const [current, setCurrent] = useState(initial);
  useEffect(() => setCurrent(initial), [initial]);
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'deployment' && message.deployment_id === deploymentId) {
        setCurrent({ status: message.status, reason: message.status_reason });
      }
    },
    [deploymentId],
  );
  const { connected } = useLiveTopic(deploymentId, onMessage);
  useEffect(() => {
    if (!deploymentId) return;
    const read = () =>
      apiCall(deploymentsGet, { params: { id: deploymentId } })
        .then((d) => setCurrent({ status: d.status, reason: d.status_reason }))
        .catch(() => {
          // the next read or a live message brings the status; a failed read is not shown
        });
    // once the socket is open, one read catches up with what was published before it opened
    if (connected) {
      void read();
      return;
    }
    const timer = setInterval(() => void read(), POLL_MILLISECONDS);
    return () => clearInterval(timer);
  }, [deploymentId, connected]);
  return current;
}
