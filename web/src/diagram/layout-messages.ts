import type { ElkNode } from 'elkjs/lib/elk-api';

/** What the page sends the layout worker, and what it answers. */
export interface LayoutRequest {
  id: number;
  graph: ElkNode;
}

export type LayoutReply = { id: number; result: ElkNode } | { id: number; error: string };
