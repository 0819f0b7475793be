import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/deployments.ts, which adds each one's schemas and grants.

export const deploymentsInitiate = endpoint('deployments-initiate', 'POST', '/api/deployments/initiate');
export const deploymentsList = endpoint('deployments-list', 'GET', '/api/deployments');
export const deploymentsGet = endpoint('deployments-get', 'GET', '/api/deployments/{id}');
export const deploymentsDelete = endpoint('deployments-delete', 'DELETE', '/api/deployments/{id}');
