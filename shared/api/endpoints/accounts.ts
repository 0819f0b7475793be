import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/accounts.ts, which adds each one's schemas and grants.

export const awsAccountsList = endpoint('aws-accounts-list', 'GET', '/api/aws-accounts');
export const awsAccountsSetup = endpoint('aws-accounts-setup', 'GET', '/api/aws-accounts/setup');
export const awsAccountsLink = endpoint('aws-accounts-link', 'POST', '/api/aws-accounts');
export const awsAccountsValidate = endpoint(
  'aws-accounts-validate',
  'POST',
  '/api/aws-accounts/{id}/validate',
);
export const awsAccountsUnlink = endpoint('aws-accounts-unlink', 'DELETE', '/api/aws-accounts/{id}');
export const sandboxRole = endpoint('sandbox-role', 'POST', '/api/sandbox/role');
