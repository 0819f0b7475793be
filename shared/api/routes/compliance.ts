import { z } from 'zod';
import {
  dashboardSchema,
  scanDetailSchema,
  scanRequestSchema,
  scanStartedSchema,
  scanSummarySchema,
} from '../compliance-schema';
import { defineRoute } from '../define';

/**
 * Starts a scan of linked accounts: 202 {scan_id, status} while the scan workflow runs. An empty
 * account list is a 400 with the spec's sentence; another user's account id is a 404.
 */
export const complianceScanStart = defineRoute({
  name: 'compliance-scan-start',
  method: 'POST',
  path: '/api/compliance/scan',
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['compliance-scan'],
  body: scanRequestSchema,
  response: scanStartedSchema,
});

/** One scan of the caller with its violations; 404 for anyone else's. */
export const complianceScanGet = defineRoute({
  name: 'compliance-scan-get',
  method: 'GET',
  path: '/api/compliance/scan/{scan_id}',
  access: 'subscribed',
  tableAccess: 'read',
  params: z.object({ scan_id: z.string().min(1).max(100) }),
  pathIds: { scan_id: 'scan' },
  response: scanDetailSchema,
});

/** The caller's scans, newest first, without their violations. */
export const complianceScansList = defineRoute({
  name: 'compliance-scans-list',
  method: 'GET',
  path: '/api/compliance/scans',
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(scanSummarySchema),
});

/** Latest scores per account and framework, the score trend and the top failing controls. */
export const complianceDashboard = defineRoute({
  name: 'compliance-dashboard',
  method: 'GET',
  path: '/api/compliance/dashboard',
  access: 'subscribed',
  tableAccess: 'read',
  response: dashboardSchema,
});
