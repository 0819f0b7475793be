import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: cognito identity pools do not hand out credentials to unauthenticated guests. */
export const cognitoIdentityPoolNoGuests: Rule = {
  id: 'cognito-identity-pool-no-guests',
  service: 'cognito',
  severity: 'medium',
  title: 'Cognito identity pools do not hand out credentials to unauthenticated guests',
  description:
    'With AllowUnauthenticatedIdentities anyone on the internet gets AWS credentials for the pool’s unauthenticated role.',
  resourceTypes: ['AWS::Cognito::IdentityPool'],
  remediation:
    'Set AllowUnauthenticatedIdentities to false; where guests are intended, keep the unauthenticated role to the few actions they need.',
  evaluate(resource) {
    const guests = toBool(propOf(resource, 'AllowUnauthenticatedIdentities'));
    if (isUnknown(guests)) return unknownFrom('AllowUnauthenticatedIdentities', guests);
    return guests === true
      ? failWith(`${nameOf(resource)} gives AWS credentials to unauthenticated guests.`)
      : PASS;
  },
};
