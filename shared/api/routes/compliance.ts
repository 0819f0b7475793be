import { z } from 'zod';
import {
  acceptFindingRequestSchema,
  dashboardSchema,
  findingAcceptanceSchema,
  fixPreviewSchema,
  scanDetailSchema,
  scanRequestSchema,
  scanStartedSchema,
  scanSummarySchema,
  violationFixSchema,
} from '../compliance-schema';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/compliance';

/**
 * Starts a scan of linked accounts: 202 {scan_id, status} while the scan workflow runs. An empty
 * account list is a 400 with the spec's sentence; another user's account id is a 404.
 */
export const complianceScanStart = defineRoute(endpoints.complianceScanStart, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['compliance-scan'],
  body: scanRequestSchema,
  response: scanStartedSchema,
});

/** One scan of the caller with its violations; 404 for anyone else's. */
export const complianceScanGet = defineRoute(endpoints.complianceScanGet, {
  access: 'subscribed',
  tableAccess: 'read',
  params: z.object({ scan_id: z.string().min(1).max(100) }),
  pathIds: { scan_id: 'scan' },
  response: scanDetailSchema,
});

/** The caller's scans, newest first, without their violations. */
export const complianceScansList = defineRoute(endpoints.complianceScansList, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(scanSummarySchema),
});

/** Latest scores per account and framework, the score trend and the top failing controls. */
export const complianceDashboard = defineRoute(endpoints.complianceDashboard, {
  access: 'subscribed',
  tableAccess: 'read',
  response: dashboardSchema,
});

/**
 * For a violation on a resource of a stack Sahab deployed: the engine's fix applied to that
 * deployment's template, as original and patched text. 409 with the reason when there is none.
 */
export const complianceViolationFix = defineRoute(endpoints.complianceViolationFix, {
  access: 'subscribed',
  tableAccess: 'read',
  params: z.object({ scan_id: z.string().min(1).max(100) }),
  // checked after the scan's ownership, so another user's scan id answers 404 whatever the query
  query: z.object({ violation_id: z.string().min(1).max(100).optional() }),
  pathIds: { scan_id: 'scan' },
  response: violationFixSchema,
});

/**
 * What applying the fix would change in the deployed stack: a CloudFormation change set of the
 * patched template (named after it, so applying executes exactly this one), change by change.
 * 409 listing them when a resource that holds data would be replaced or removed (the change set
 * is then deleted); 400 when there is no automatic fix.
 */
export const complianceViolationFixPreview = defineRoute(endpoints.complianceViolationFixPreview, {
  access: 'subscribed',
  tableAccess: 'read',
  assumesCustomerRole: true,
  timeoutSeconds: 29,
  params: z.object({ scan_id: z.string().min(1).max(100) }),
  body: z.object({ violation_id: z.string().min(1).max(100) }),
  pathIds: { scan_id: 'scan' },
  response: fixPreviewSchema,
});

/**
 * Applies the fix of a violation on a resource of a stack Sahab deployed: the patch is computed
 * again on the server from the deployment's template (never taken from the client), its change
 * set previewed (the same refusals as the preview) and the update-stack workflow executes it;
 * 202 {deployment_id, status}. 400 when there is no automatic fix, 409 while the deployment is in
 * progress or when a resource that holds data would be replaced, 404 for another user's scan.
 */
export const complianceViolationFixApply = defineRoute(endpoints.complianceViolationFixApply, {
  access: 'subscribed',
  tableAccess: 'write',
  assumesCustomerRole: true,
  timeoutSeconds: 29,
  startsWorkflows: ['update-stack'],
  params: z.object({ scan_id: z.string().min(1).max(100) }),
  body: z.object({ violation_id: z.string().min(1).max(100) }),
  pathIds: { scan_id: 'scan' },
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

/**
 * Accepts one finding of the caller's scan (reason, owner, expiry; a residency exception adds the
 * approval's reference), recorded with who and when: 201 with the record. 404 for another user's
 * scan or a finding the scan does not have.
 */
export const complianceFindingAccept = defineRoute(endpoints.complianceFindingAccept, {
  access: 'subscribed',
  tableAccess: 'write',
  params: z.object({ scan_id: z.string().min(1).max(100) }),
  body: acceptFindingRequestSchema,
  pathIds: { scan_id: 'scan' },
  response: findingAcceptanceSchema,
});
