import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: EFS access points confine clients to a directory. */
export const efsAccessPointRootDirectory: Rule = {
  id: 'efs-access-point-root-directory',
  service: 'efs',
  severity: 'medium',
  title: 'EFS access points confine clients to a directory',
  description:
    'An access point rooted at / exposes the whole file system to every client that mounts through it.',
  resourceTypes: ['AWS::EFS::AccessPoint'],
  remediation:
    'Set RootDirectory.Path to the directory the application needs (with CreationInfo to create it).',
  evaluate(resource) {
    const path = propOf(resource, 'RootDirectory', 'Path');
    if (isUnknown(path)) return unknownFrom('RootDirectory.Path', path);
    return path === undefined || path === '/'
      ? failWith(`${nameOf(resource)} gives access to the root of the file system (RootDirectory.Path is /).`)
      : PASS;
  },
};
