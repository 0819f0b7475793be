import type { DeploymentDetail, DeploymentSummary } from '#shared/api/deployments';
import type { DeploymentMessage, LiveMessage } from '#shared/live/messages';

/** The list as GET /api/deployments answers it, plus the details of the rows opened so far. */
export interface DeploymentsState {
  items: DeploymentSummary[];
  details: Readonly<Record<string, DeploymentDetail>>;
}

export const EMPTY_STATE: DeploymentsState = { items: [], details: {} };

function summaryOf(detail: DeploymentDetail): DeploymentSummary {
  const { resources: _resources, events: _events, ...summary } = detail;
  return summary;
}

/** A fresh detail (GET, or a live message) replaces the row and its detail. */
export function withDetail(state: DeploymentsState, detail: DeploymentDetail): DeploymentsState {
  const summary = summaryOf(detail);
  const known = state.items.some((item) => item.deployment_id === detail.deployment_id);
  return {
    items: known
      ? state.items.map((item) => (item.deployment_id === detail.deployment_id ? summary : item))
      : [summary, ...state.items],
    details: { ...state.details, [detail.deployment_id]: detail },
  };
}

/** A deployment that is gone leaves the list and its detail. */
export function withoutDeployment(state: DeploymentsState, id: string): DeploymentsState {
  const { [id]: _gone, ...details } = state.details;
  return { items: state.items.filter((item) => item.deployment_id !== id), details };
}

/** A reloaded list keeps only the details of deployments still in it. */
export function withList(state: DeploymentsState, items: DeploymentSummary[]): DeploymentsState {
  const ids = new Set(items.map((item) => item.deployment_id));
  const details = Object.fromEntries(Object.entries(state.details).filter(([id]) => ids.has(id)));
  return { items, details };
}

/** A status change the page makes itself (a delete it has just asked for). */
export function withStatus(state: DeploymentsState, id: string, status: string): DeploymentsState {
  const change = <T extends DeploymentSummary>(item: T): T =>
    item.deployment_id === id ? { ...item, status, status_reason: '' } : item;
  const detail = state.details[id];
  return {
    items: state.items.map(change),
    details: detail ? { ...state.details, [id]: change(detail) } : state.details,
  };
}

/**
 * A deployment message as a detail: fields it was sent without (too big for one WebSocket
 * message, see `omitted`) keep what the page already had.
 */
function detailOf(state: DeploymentsState, message: DeploymentMessage): DeploymentDetail {
  const { type: _type, omitted = [], ...detail } = message;
  const before = state.details[detail.deployment_id];
  const listed = state.items.find((item) => item.deployment_id === detail.deployment_id);
  return {
    ...detail,
    ...(omitted.includes('template') && { template: before?.template || listed?.template || '' }),
    ...(omitted.includes('events') && { events: before?.events ?? [] }),
    ...(omitted.includes('resources') && { resources: before?.resources ?? [] }),
  };
}

/**
 * Whether a live message left out something the page needs, so it should read the deployment:
 * a template it never had (the download needs it), or the events and resources of a row the
 * user has open.
 */
export function needsFullRead(state: DeploymentsState, message: LiveMessage, open: boolean): boolean {
  if (message.type !== 'deployment' || !message.omitted?.length) return false;
  const known = detailOf(state, message);
  if (message.omitted.includes('template') && !known.template) return true;
  return open && message.omitted.some((field) => field !== 'template');
}

/** What a live message does to the page; messages about other things change nothing. */
export function applyLiveMessage(state: DeploymentsState, message: LiveMessage): DeploymentsState {
  if (message.type === 'deployment') return withDetail(state, detailOf(state, message));
  if (message.type === 'deployment_removed') return withoutDeployment(state, message.deployment_id);
  return state;
}

/**
 * Tells whether a read of a deployment is still worth applying. Summaries carry no update time,
 * so order is judged by arrival: a read that was sent before a live message about the same
 * deployment arrived may hold the older state, and with the socket open anything newer than that
 * message comes as a message too, so such a read is dropped.
 */
export function createReadGuard() {
  const heard = new Map<string, number>();
  return {
    /** A live message about this deployment arrived. */
    heard(id: string) {
      heard.set(id, (heard.get(id) ?? 0) + 1);
    },
    /** A read is sent; the answer says whether it may still be applied when it comes back. */
    begin(id: string): () => boolean {
      const at = heard.get(id) ?? 0;
      return () => (heard.get(id) ?? 0) === at;
    },
  };
}
