import { localLiveHub } from '../adapters/local/in-process-live-updates';
import type { LiveUpdates } from '../ports/live-updates';

let live: LiveUpdates | undefined;

/**
 * THE composition root, live-updates part. Locally the in-process hub that feeds the `ws` server
 * on the API host; the API Gateway WebSocket publisher takes its place in AWS (deployinfra).
 */
export function liveUpdates(): LiveUpdates {
  live ??= localLiveHub;
  return live;
}

/** Tests put their own publisher where the handlers and tasks will look for it. */
export function installLiveUpdates(replacement: LiveUpdates | undefined): void {
  live = replacement;
}
