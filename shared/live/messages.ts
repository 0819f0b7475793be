import { z } from 'zod';
import { deploymentDetailSchema } from '../api/deployments';
import { sessionViewSchema } from '../api/sessions';
import { SCAN_LIVE_STATUSES } from './scan-statuses';

/**
 * Every live-update message, one discriminated union on `type`. The local WebSocket server and
 * API Gateway's WebSocket API carry the same JSON, built to these schemas (the tests parse it with
 * them); the web app reads it with `readLiveMessage` (./read-message.ts), without them. A topic is the id of what the message is about (deployment, scan or generation session).
 */

/**
 * Fields a deployment message may go without, bulkiest first, when it would not fit in one
 * WebSocket message (API Gateway carries at most 128 KB): they are sent empty and named in
 * `omitted`, and a client that needs them reads `GET /api/deployments/{id}`. Outputs always stay.
 */
export const OMITTABLE_DEPLOYMENT_FIELDS = ['template', 'events', 'resources'] as const;
export type OmittableDeploymentField = (typeof OMITTABLE_DEPLOYMENT_FIELDS)[number];

/** A deployment as `GET /api/deployments/{id}` answers it, at the moment a workflow step ran. */
export const deploymentMessageSchema = deploymentDetailSchema.extend({
  type: z.literal('deployment'),
  omitted: z.array(z.enum(OMITTABLE_DEPLOYMENT_FIELDS)).optional(),
});

/**
 * The deployment is gone: its stack was deleted and the record removed, so there is no view left
 * to send (GET answers 404 from now on).
 */
export const deploymentRemovedMessageSchema = z.object({
  type: z.literal('deployment_removed'),
  deployment_id: z.string(),
});

/**
 * A compliance scan's progress as its workflow moves: status, progress, why it failed, and (once
 * completed) how many violations it found; the page loads the scan itself when it completes.
 */
export const scanMessageSchema = z.object({
  type: z.literal('scan'),
  scan_id: z.string(),
  status: z.enum(SCAN_LIVE_STATUSES),
  progress: z.number().min(0).max(100),
  status_reason: z.string().nullable().optional(),
  violation_count: z.number().int().optional(),
  resources_scanned: z.number().int().optional(),
});

/** A generation session as `GET /api/session/{id}` answers it, after an agent's step changed it. */
export const sessionMessageSchema = sessionViewSchema.extend({ type: z.literal('session') });

export const liveMessageSchema = z.discriminatedUnion('type', [
  deploymentMessageSchema,
  deploymentRemovedMessageSchema,
  scanMessageSchema,
  sessionMessageSchema,
]);

export type DeploymentMessage = z.infer<typeof deploymentMessageSchema>;
export type DeploymentRemovedMessage = z.infer<typeof deploymentRemovedMessageSchema>;
export type ScanMessage = z.infer<typeof scanMessageSchema>;
export type SessionMessage = z.infer<typeof sessionMessageSchema>;
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * Close codes a live socket ends with (4000-4999 are the application's): a token that fails the
 * checks, and a path that names no channel.
 */
export const LIVE_CLOSE = { unauthorized: 4401, notFound: 4404 } as const;
