import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/designs.ts, which adds each one's schemas and grants.

export const templateInstancesCreate = endpoint(
  'template-instances-create',
  'POST',
  '/api/templates/instances',
);
export const templateInstanceGet = endpoint('template-instance-get', 'GET', '/api/templates/instances/{id}');
export const templateInstanceUpdate = endpoint(
  'template-instance-update',
  'PUT',
  '/api/templates/instances/{id}',
);
export const templateInstanceDelete = endpoint(
  'template-instance-delete',
  'DELETE',
  '/api/templates/instances/{id}',
);
export const templateConnectionsCreate = endpoint(
  'template-connections-create',
  'POST',
  '/api/templates/connections',
);
export const templateConnectionDelete = endpoint(
  'template-connection-delete',
  'DELETE',
  '/api/templates/connections/{id}',
);
export const designsList = endpoint('designs-list', 'GET', '/api/templates/designs');
export const designDelete = endpoint('design-delete', 'DELETE', '/api/templates/designs/{id}');
export const designFull = endpoint('design-full', 'GET', '/api/templates/designs/{id}/full');
export const templatesDeploy = endpoint('templates-deploy', 'POST', '/api/templates/deploy');
