import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from '../_lib/evaluation';
import { IDENTITY_POLICY_TYPES } from '../_lib/iam';
import { nameOf } from '../_lib/nouns';
import { isAdminStatement, policyDocumentsOf, searchStatements } from '../_lib/policy';

/** No identity policy allows every action ("*", "*:*" or NotAction) on every resource. */
export const iamNoAdminPolicy: Rule = {
  id: 'iam-no-admin-policy',
  service: 'iam',
  severity: 'critical',
  title: 'IAM policies do not grant full administrator access',
  description:
    'A statement that allows every action on every resource gives its holder unlimited control of the ' +
    'account, which defeats least privilege and privileged access management.',
  resourceTypes: IDENTITY_POLICY_TYPES,
  remediation:
    'Replace Action "*" (or NotAction) with the specific actions the workload needs, and Resource "*" ' +
    'with the ARNs it works on.',
  evaluate(resource) {
    const search = searchStatements(policyDocumentsOf(resource), isAdminStatement);
    if (search.kind === 'found') {
      return failWith(`${nameOf(resource)} allows every action on every resource (${search.where}).`);
    }
    return search.kind === 'unknown' ? unknownBecause(search.reason) : PASS;
  },
};
