import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** Compliant: eFS file system policies do not grant access to everyone. */
export const efsPolicyNoPublic: Rule = {
  id: 'efs-policy-no-public',
  service: 'efs',
  severity: 'medium',
  title: 'EFS file system policies do not grant access to everyone',
  description:
    'A policy that allows Principal "*" lets any client that reaches a mount target use the file system, whoever it is.',
  resourceTypes: ['AWS::EFS::FileSystem'],
  remediation:
    'Name the roles that may mount the file system, or add a Condition (aws:PrincipalArn, elasticfilesystem:AccessPointArn, aws:SourceVpc).',
  evaluate(resource) {
    return noPublicStatement(
      resource,
      'FileSystemPolicy',
      'FileSystemPolicy',
      'lets any client use the file system',
    );
  },
};
