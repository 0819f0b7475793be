import { useEffect, useRef } from 'react';
import type { DeploymentSummary } from '#shared/api/deployments';
import { deploymentsGet } from '#shared/api/endpoints/deployments';
import { ApiError, apiCall } from '#web/api/client';
import { useLiveTopic } from '#web/live/use-live-topic';

/** How often the deployment is read while no live socket is open. */
const POLL_MS = 3000;

/**
 * Follows one deployment until `settled` says it is done: live messages while the socket is open,
 * otherwise a read every 3 s. It also reads once straight away and once when the socket opens, as
 * a short change can end before the socket is there to tell. `onUpdate` hears every state;
 * `onGone` a deployment that no longer exists. The one follower of the app: the VPC stack behind
 * 'Create VPC' and the stack update behind an applied fix.
 */
export function useFollowDeployment(
  deploymentId: string | undefined,
  settled: (deployment: DeploymentSummary) => boolean,
  onUpdate: (deployment: DeploymentSummary) => void,
  onGone: () => void = () => {},
): void {
  const handlers = useRef({ settled, onUpdate, onGone });
  handlers.current = { settled, onUpdate, onGone };
  const done = useRef<string | undefined>(undefined);
  const take = (deployment: DeploymentSummary) => {
    if (!deploymentId || done.current === deploymentId) return;
    if (handlers.current.settled(deployment)) done.current = deploymentId;
    handlers.current.onUpdate(deployment);
  };
  const takeRef = useRef(take);
  takeRef.current = take;
  const live = useLiveTopic(deploymentId, (message) => {
    if (message.type === 'deployment' && message.deployment_id === deploymentId) takeRef.current(message);
  });
  const connected = useRef(live.connected);
  connected.current = live.connected;

  useEffect(() => {
    if (!deploymentId) return;
    let active = true;
    const read = async () => {
      if (done.current === deploymentId) return;
      try {
        const deployment = await apiCall(deploymentsGet, { params: { id: deploymentId } });
        if (active) takeRef.current(deployment);
      } catch (error) {
        if (active && error instanceof ApiError && error.status === 404) {
          done.current = deploymentId;
          handlers.current.onGone();
        }
        // anything else: the next read tries again
      }
    };
    // once on start, and once more each time the socket opens (catching up with what it missed)
    void read();
    const timer = live.connected
      ? undefined
      : setInterval(() => {
          if (!connected.current) void read();
        }, POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [deploymentId, live.connected]);
}
