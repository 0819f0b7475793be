import {
  type DeploymentMessage,
  type LiveMessage,
  OMITTABLE_DEPLOYMENT_FIELDS,
  type OmittableDeploymentField,
} from '#shared/live/messages';

/** API Gateway's WebSocket message payload limit (PostToConnection's Data). */
export const MAX_FRAME_BYTES = 128 * 1024;

const EMPTY: Record<OmittableDeploymentField, string | []> = { template: '', events: [], resources: [] };

const encode = (message: LiveMessage) => new TextEncoder().encode(JSON.stringify(message));

/**
 * The bytes to post for `message`: as they are when they fit, otherwise a deployment message
 * without its bulkiest fields (the template first, then events, then resources), emptied and
 * named in `omitted` so the page reads the full deployment when it needs them. A message that
 * still does not fit is posted as it is, and API Gateway's refusal is raised.
 */
export function fitFrame(message: LiveMessage, maxBytes = MAX_FRAME_BYTES): Uint8Array {
  let data = encode(message);
  if (data.length <= maxBytes || message.type !== 'deployment') return data;
  let trimmed: DeploymentMessage = message;
  for (const field of OMITTABLE_DEPLOYMENT_FIELDS) {
    trimmed = { ...trimmed, [field]: EMPTY[field], omitted: [...(trimmed.omitted ?? []), field] };
    data = encode(trimmed);
    if (data.length <= maxBytes) break;
  }
  return data;
}
