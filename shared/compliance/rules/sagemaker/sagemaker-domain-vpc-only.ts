import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: sageMaker domains send notebook traffic through the VPC only. */
export const sagemakerDomainVpcOnly: Rule = {
  id: 'sagemaker-domain-vpc-only',
  service: 'sagemaker',
  severity: 'high',
  title: 'SageMaker domains send notebook traffic through the VPC only',
  description:
    'With PublicInternetOnly (the default) Studio notebooks reach the internet directly, outside the VPC security groups, endpoints and flow logs that guard the data they read.',
  resourceTypes: ['AWS::SageMaker::Domain'],
  remediation:
    'Set AppNetworkAccessType to VpcOnly, with SubnetIds in private subnets and VPC endpoints (or a NAT gateway) for the services the notebooks use.',
  evaluate(resource) {
    return requireOneOf(
      resource,
      ['AppNetworkAccessType'],
      ['VpcOnly'],
      'PublicInternetOnly',
      (value) =>
        `${nameOf(resource)} lets notebooks reach the internet directly: AppNetworkAccessType is ${value}.`,
    );
  },
};
