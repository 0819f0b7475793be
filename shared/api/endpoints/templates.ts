import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/templates.ts, which adds each one's schemas and grants.
//
// Spec section 7 writes these paths with a trailing slash; API Gateway route keys cannot end in
// '/', so the route table (and the web client) use them without it. The local runtime also
// takes the spec's spelling (docs/decisions.md).

export const templatesList = endpoint('templates-list', 'GET', '/api/templates');
export const templatesCategories = endpoint('templates-categories', 'GET', '/api/templates/categories');
export const templatesGet = endpoint('templates-get', 'GET', '/api/templates/{id}');
export const templatesDeployDirect = endpoint(
  'templates-deploy-direct',
  'POST',
  '/api/templates/deploy-direct',
);
export const templatesImport = endpoint('templates-import', 'POST', '/api/templates/import');
