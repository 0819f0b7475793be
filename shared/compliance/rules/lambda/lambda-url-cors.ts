import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: lambda function URLs do not allow requests from every origin. */
export const lambdaUrlCors: Rule = {
  id: 'lambda-url-cors',
  service: 'lambda',
  severity: 'medium',
  title: 'Lambda function URLs do not allow requests from every origin',
  description: 'A CORS policy allowing * lets any web page call the function from its visitors’ browsers.',
  resourceTypes: ['AWS::Lambda::Url'],
  remediation: 'List the sites that may call the function in Cors.AllowOrigins.',
  evaluate(resource) {
    const origins = asList(propOf(resource, 'Cors', 'AllowOrigins'));
    if (isUnknown(origins)) return unknownFrom('Cors.AllowOrigins', origins);
    return (origins ?? []).includes('*')
      ? failWith(`${nameOf(resource)} lets every web origin call it (Cors.AllowOrigins *).`)
      : PASS;
  },
};
