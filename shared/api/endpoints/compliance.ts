import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/compliance.ts, which adds each one's schemas and grants.

export const complianceScanStart = endpoint('compliance-scan-start', 'POST', '/api/compliance/scan');
export const complianceScanGet = endpoint('compliance-scan-get', 'GET', '/api/compliance/scan/{scan_id}');
export const complianceScansList = endpoint('compliance-scans-list', 'GET', '/api/compliance/scans');
export const complianceDashboard = endpoint('compliance-dashboard', 'GET', '/api/compliance/dashboard');
export const complianceViolationFix = endpoint(
  'compliance-violation-fix',
  'GET',
  '/api/compliance/scan/{scan_id}/fix',
);
export const complianceViolationFixPreview = endpoint(
  'compliance-violation-fix-preview',
  'POST',
  '/api/compliance/scan/{scan_id}/fix/preview',
);
export const complianceViolationFixApply = endpoint(
  'compliance-violation-fix-apply',
  'POST',
  '/api/compliance/scan/{scan_id}/fix',
);
export const complianceFindingAccept = endpoint(
  'compliance-finding-accept',
  'POST',
  '/api/compliance/scan/{scan_id}/acceptances',
);
