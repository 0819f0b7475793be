import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** Compliant: appSync APIs do not authorise with API keys. */
export const appsyncNoApiKey: Rule = {
  id: 'appsync-no-api-key',
  service: 'appsync',
  severity: 'medium',
  title: 'AppSync APIs do not authorise with API keys',
  description:
    'An API key ships inside the client and identifies no user: anyone who copies it can call the API until it expires.',
  resourceTypes: ['AWS::AppSync::GraphQLApi'],
  remediation:
    'Use AWS_IAM, AMAZON_COGNITO_USER_POOLS, OPENID_CONNECT or AWS_LAMBDA for AuthenticationType and AdditionalAuthenticationProviders.',
  evaluate(resource) {
    const main = propOf(resource, 'AuthenticationType');
    const extra = asList(propOf(resource, 'AdditionalAuthenticationProviders'));
    if (isUnknown(main)) return unknownFrom('AuthenticationType', main);
    if (isUnknown(extra)) return unknownFrom('AdditionalAuthenticationProviders', extra);
    const types = [main, ...(extra ?? []).map((p) => dig(p, 'AuthenticationType'))];
    return types.includes('API_KEY')
      ? failWith(`${nameOf(resource)} accepts API keys, which identify no user.`)
      : PASS;
  },
};
