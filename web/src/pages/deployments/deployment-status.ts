import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { isDeploymentDeleted, isDeploymentInProgress } from '#shared/api/deployment-status';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENT_STATUS_LABELS, DEPLOYMENTS_VIEW } from '#shared/messages/deployments';

/** The spec's label of a status; unknown statuses display as Pending. */
export function statusLabel(status: string): string {
  return DEPLOYMENT_STATUS_LABELS[status] ?? DEPLOYMENT_STATUS_LABELS.pending!;
}

/** The icon beside a label, from what the status means in CloudFormation. */
export function statusIndicator(status: string): StatusIndicatorProps.Type {
  if (status === 'pending' || !(status in DEPLOYMENT_STATUS_LABELS)) return 'pending';
  if (status.endsWith('_FAILED')) return 'error';
  if (isDeploymentInProgress(status)) return 'in-progress';
  // the stack is back where it started: nothing deployed, though nothing is broken either
  if (status === 'ROLLBACK_COMPLETE' || status === 'UPDATE_ROLLBACK_COMPLETE') return 'warning';
  if (isDeploymentDeleted(status)) return 'stopped';
  return 'success';
}

/** The spec's limit on a status reason in the list; the full text goes in a title. */
export const REASON_LIMIT = 50;

export function truncateReason(reason: string): string {
  return reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT)}...` : reason;
}

/** A resource or event status (CloudFormation's own words) as an indicator. */
export function resourceIndicator(status: string): StatusIndicatorProps.Type {
  if (status.endsWith('_FAILED')) return 'error';
  if (status.endsWith('_IN_PROGRESS')) return 'in-progress';
  if (status.startsWith('DELETE_') || status.endsWith('_SKIPPED')) return 'stopped';
  return 'success';
}

const PROGRESS_VERBS = [
  ['CREATE_IN_PROGRESS', 'created', 'CREATE_COMPLETE'],
  ['UPDATE_IN_PROGRESS', 'updated', 'UPDATE_COMPLETE'],
  ['DELETE_IN_PROGRESS', 'deleted', 'DELETE_COMPLETE'],
] as const;

/**
 * How far a stack in progress has got ("12 of 57 resources created"): a deployment takes minutes
 * and its closed row said only 'Deploying'. The total is the template's resource count from the
 * first event (the resources listed so far grow while events arrive); the listed ones where the
 * count is unknown or smaller (an update that removes some). Undefined when the stack is not
 * moving or nothing is listed yet.
 */
export function deploymentProgress(detail: DeploymentDetail | undefined): string | undefined {
  const step = PROGRESS_VERBS.find(([status]) => status === detail?.status);
  if (!detail || !step || detail.resources.length === 0) return undefined;
  const [, verb, done] = step;
  // an update leaves unchanged resources as they were: they count as done too
  const finished = detail.resources.filter(
    (r) => r.status === done || (verb === 'updated' && r.status === 'CREATE_COMPLETE'),
  ).length;
  const total = Math.max(detail.resource_total ?? 0, detail.resources.length);
  return DEPLOYMENTS_VIEW.progress(finished, total, verb);
}
