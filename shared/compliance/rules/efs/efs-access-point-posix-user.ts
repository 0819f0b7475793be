import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: EFS access points enforce a POSIX user. */
export const efsAccessPointPosixUser: Rule = {
  id: 'efs-access-point-posix-user',
  service: 'efs',
  severity: 'medium',
  title: 'EFS access points enforce a POSIX user',
  description: 'Without PosixUser each client acts as whatever user it claims, root included.',
  resourceTypes: ['AWS::EFS::AccessPoint'],
  remediation: 'Set PosixUser { Uid, Gid } to the application user.',
  evaluate(resource) {
    return expectSet(
      resource,
      ['PosixUser'],
      `${nameOf(resource)} lets clients act as any user (no PosixUser).`,
    );
  },
};
