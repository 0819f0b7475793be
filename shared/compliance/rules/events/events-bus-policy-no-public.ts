import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';
import { isEveryone, isPublicAllow } from '../_lib/s3-policy';

/**
 * Compliant: an event bus policy lets no one outside named accounts or an organisation put events:
 * neither Principal "*" without a Condition (the legacy form) nor a public Statement.
 */
export const eventsBusPolicyNoPublic: Rule = {
  id: 'events-bus-policy-no-public',
  service: 'events',
  severity: 'critical',
  title: 'EventBridge bus policies do not let everyone put events',
  description:
    'A bus open to every AWS account lets anyone inject events that trigger the rules, functions and workflows behind it.',
  resourceTypes: ['AWS::Events::EventBusPolicy'],
  remediation:
    'Name the accounts allowed (Principal their account id), or add a Condition on aws:PrincipalOrgID.',
  evaluate(resource) {
    const statement = propOf(resource, 'Statement');
    if (statement !== undefined) {
      if (isUnknown(statement)) return unknownFrom('Statement', statement);
      const verdict = isPublicAllow(statement);
      if (isUnknown(verdict)) return unknownFrom('Statement', verdict);
      return verdict ? failWith(`${nameOf(resource)} lets every AWS account put events on the bus.`) : PASS;
    }
    const principal = propOf(resource, 'Principal');
    if (isUnknown(principal)) return unknownFrom('Principal', principal);
    if (isEveryone(principal) && propOf(resource, 'Condition') === undefined)
      return failWith(`${nameOf(resource)} lets every AWS account put events on the bus (Principal "*").`);
    return PASS;
  },
};
