import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { isOpaqueText, presence, propOf } from '../_lib/props';

/** Any one of these narrows a "*" principal to a source the owner controls. */
const NARROWING_PROPERTIES = ['SourceArn', 'SourceAccount', 'PrincipalOrgID'];

/** Permissions for Principal "*" carry SourceArn, SourceAccount or PrincipalOrgID. */
export const lambdaNoPublicPermission: Rule = {
  id: 'lambda-no-public-permission',
  service: 'lambda',
  severity: 'critical',
  title: 'Lambda permissions do not let everyone invoke a function',
  description:
    'A resource-based permission for any principal without a source condition lets any AWS account ' +
    'invoke the function, running its code with its role.',
  resourceTypes: ['AWS::Lambda::Permission'],
  remediation:
    'Set Principal to the calling service or account and add SourceArn (or SourceAccount / PrincipalOrgID) ' +
    'to the AWS::Lambda::Permission.',
  evaluate(resource) {
    const principal = propOf(resource, 'Principal');
    if (isUnknown(principal)) return isOpaqueText(principal) ? PASS : unknownFrom('Principal', principal);
    if (principal !== '*') return PASS;
    let unknown: string | undefined;
    for (const name of NARROWING_PROPERTIES) {
      const present = presence(propOf(resource, name));
      if (present === true) return PASS;
      if (isUnknown(present)) unknown ??= `${name} is ${present.reason}`;
    }
    if (unknown) return unknownBecause(unknown);
    return failWith(`${nameOf(resource)} lets any AWS account invoke the function.`);
  },
};
