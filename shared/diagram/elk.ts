import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkLayouter } from './layout';

/**
 * elkjs running on the calling thread (its bundled build needs neither Node nor a DOM). The browser
 * runs this inside a web worker (web/src/diagram/layout.worker.ts) so layout never blocks the page.
 */
export function createElk(): ElkLayouter {
  return new ELK();
}
