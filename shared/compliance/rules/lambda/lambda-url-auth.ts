import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Function URLs use AuthType AWS_IAM (AWS::Lambda::Url, or a SAM function's FunctionUrlConfig). */
export const lambdaUrlAuth: Rule = {
  id: 'lambda-url-auth',
  service: 'lambda',
  severity: 'critical',
  title: 'Lambda function URLs require IAM authentication',
  description:
    'A function URL with AuthType NONE is a public HTTPS endpoint anyone can call, bypassing the ' +
    'authorisation an API in front of the function would enforce.',
  resourceTypes: ['AWS::Lambda::Url', 'AWS::Serverless::Function'],
  remediation:
    'Set AuthType (or FunctionUrlConfig.AuthType) to AWS_IAM, or put the function behind API Gateway or ' +
    'CloudFront with an authoriser.',
  evaluate(resource) {
    const path = resource.type === 'AWS::Lambda::Url' ? ['AuthType'] : ['FunctionUrlConfig', 'AuthType'];
    if (resource.type !== 'AWS::Lambda::Url' && propOf(resource, 'FunctionUrlConfig') === undefined) {
      return NOT_APPLICABLE;
    }
    const authType = propOf(resource, ...path);
    if (isUnknown(authType)) return unknownFrom(path.join('.'), authType);
    if (authType === 'AWS_IAM') return PASS;
    return failWith(`${nameOf(resource)} has a function URL that anyone can call without authentication.`);
  },
};
