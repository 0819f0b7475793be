// Web worker: runs elkjs off the page's thread. Started by ./layout-client.ts.
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createElk } from '#shared/diagram/elk';
import type { LayoutReply, LayoutRequest } from './layout-messages';

const elk = createElk();
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<LayoutRequest>) => void): void;
  postMessage(message: LayoutReply): void;
};

scope.addEventListener('message', async ({ data }) => {
  try {
    const result: ElkNode = await elk.layout(data.graph);
    scope.postMessage({ id: data.id, result });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
});
