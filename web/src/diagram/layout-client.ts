import type { ElkNode } from 'elkjs/lib/elk-api';
import type { ElkLayouter } from '#shared/diagram/layout';
import { DIAGRAM } from '#shared/messages/diagram';
import type { LayoutReply, LayoutRequest } from './layout-messages';

/**
 * An ELK layouter whose work happens in a web worker, so a 300-resource layout never freezes the
 * page. Use with `layoutGraph(graph, elk)` from shared/diagram; call `terminate` when done.
 */
export function createWorkerElk(): ElkLayouter & { terminate(): void } {
  const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve(node: ElkNode): void; reject(error: Error): void }>();
  let nextId = 0;
  worker.addEventListener('message', ({ data }: MessageEvent<LayoutReply>) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if ('error' in data) waiting.reject(new Error(data.error));
    else waiting.resolve(data.result);
  });
  worker.addEventListener('error', (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || DIAGRAM.layoutFailed));
    pending.clear();
  });
  return {
    layout(graph) {
      const id = nextId++;
      return new Promise<ElkNode>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, graph } satisfies LayoutRequest);
      });
    },
    terminate() {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error(DIAGRAM.layoutStopped));
      pending.clear();
    },
  };
}
