import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: redshift clusters route COPY and UNLOAD traffic through the VPC. */
export const redshiftEnhancedVpcRouting: Rule = {
  id: 'redshift-enhanced-vpc-routing',
  service: 'redshift',
  severity: 'medium',
  title: 'Redshift clusters route COPY and UNLOAD traffic through the VPC',
  description:
    'Without enhanced VPC routing, data loaded and unloaded travels outside the VPC, out of reach of its endpoints policies, security groups and flow logs.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation: 'Set EnhancedVpcRouting to true and add an S3 gateway endpoint to the VPC.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['EnhancedVpcRouting'],
      `${nameOf(resource)} sends COPY and UNLOAD traffic outside the VPC (EnhancedVpcRouting is not true).`,
    );
  },
};
