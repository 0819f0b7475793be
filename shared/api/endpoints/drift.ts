import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/drift.ts, which adds each one's schemas and grants.

export const deploymentsDriftGet = endpoint('deployments-drift-get', 'GET', '/api/deployments/{id}/drift');
export const deploymentsDriftCheck = endpoint(
  'deployments-drift-check',
  'POST',
  '/api/deployments/{id}/drift',
);
export const deploymentsDriftAdopt = endpoint(
  'deployments-drift-adopt',
  'POST',
  '/api/deployments/{id}/drift/adopt',
);
export const sandboxConsoleGet = endpoint(
  'sandbox-console-get',
  'GET',
  '/api/deployments/{id}/sandbox-console',
);
export const sandboxConsoleEdit = endpoint(
  'sandbox-console-edit',
  'PUT',
  '/api/deployments/{id}/sandbox-console',
);
