import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/generation.ts, which adds each one's schemas and grants.

export const sessionGet = endpoint('session-get', 'GET', '/api/session/{id}');
export const sessionArtifacts = endpoint('session-artifacts', 'GET', '/api/session/{id}/artifacts');
export const sessionAudit = endpoint('session-audit', 'GET', '/api/session/{id}/audit');
export const sessionDeployments = endpoint('session-deployments', 'GET', '/api/session/{id}/deployments');
export const generate = endpoint('generate', 'POST', '/api/generate');
export const sessionsList = endpoint('sessions-list', 'GET', '/api/sessions');
export const sessionAnswers = endpoint('session-answers', 'POST', '/api/session/{id}/answers');
export const prepareDeployment = endpoint('prepare-deployment', 'POST', '/api/prepare-deployment');
export const sessionRefine = endpoint('session-refine', 'POST', '/api/session/{id}/refine');
export const sessionVersions = endpoint('session-versions', 'GET', '/api/session/{id}/versions');
