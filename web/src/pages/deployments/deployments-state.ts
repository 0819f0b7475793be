import type { DeploymentDetail, DeploymentSummary } from '#shared/api/deployments';
import type { LiveMessage } from '#shared/live/messages';

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

/** What a live message does to the page; messages about other things change nothing. */
export function applyLiveMessage(state: DeploymentsState, message: LiveMessage): DeploymentsState {
  if (message.type === 'deployment') {
    const { type: _type, ...detail } = message;
    return withDetail(state, detail);
  }
  if (message.type === 'deployment_removed') return withoutDeployment(state, message.deployment_id);
  return state;
}
