import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/deployments.ts, which adds each one's schemas and grants.

export const deploymentsInitiate = endpoint('deployments-initiate', 'POST', '/api/deployments/initiate');
export const deploymentsList = endpoint('deployments-list', 'GET', '/api/deployments');
export const deploymentsGet = endpoint('deployments-get', 'GET', '/api/deployments/{id}');
export const deploymentsDelete = endpoint('deployments-delete', 'DELETE', '/api/deployments/{id}');
export const deploymentsUpdateOptions = endpoint(
  'deployments-update-options',
  'GET',
  '/api/deployments/{id}/update-options',
);
export const deploymentsChangeSetCreate = endpoint(
  'deployments-change-set-create',
  'POST',
  '/api/deployments/{id}/change-sets',
);
export const deploymentsChangeSetExecute = endpoint(
  'deployments-change-set-execute',
  'POST',
  '/api/deployments/{id}/change-sets/{name}/execute',
);
export const deploymentsChangeSetDelete = endpoint(
  'deployments-change-set-delete',
  'DELETE',
  '/api/deployments/{id}/change-sets/{name}',
);
export const deploymentsHistory = endpoint('deployments-history', 'GET', '/api/deployments/{id}/history');
