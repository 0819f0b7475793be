import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { isDeploymentDeleted, isDeploymentInProgress } from '#shared/api/deployment-status';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages/deployments';

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
