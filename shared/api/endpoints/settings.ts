import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/settings.ts, which adds each one's schemas and grants.

export const settingsResidencyGet = endpoint('settings-residency-get', 'GET', '/api/settings/residency');
export const settingsResidencyPut = endpoint('settings-residency-put', 'PUT', '/api/settings/residency');
