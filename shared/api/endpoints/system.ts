import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/system.ts, which adds each one's schemas and grants.

export const health = endpoint('health', 'GET', '/health');
