import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/aws-resources.ts, which adds each one's schemas and grants.

export const awsResourcesVpcs = endpoint('aws-resources-vpcs', 'GET', '/api/templates/aws-resources/vpcs');
export const awsResourcesSubnets = endpoint(
  'aws-resources-subnets',
  'GET',
  '/api/templates/aws-resources/subnets',
);
export const awsResourcesSecurityGroups = endpoint(
  'aws-resources-security-groups',
  'GET',
  '/api/templates/aws-resources/security-groups',
);
export const awsResourcesCreateVpc = endpoint(
  'aws-resources-create-vpc',
  'POST',
  '/api/templates/aws-resources/create-vpc',
);
