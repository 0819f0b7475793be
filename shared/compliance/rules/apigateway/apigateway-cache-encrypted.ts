import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf, toBool } from '../_lib/props';

/** Compliant: API Gateway stage caches are encrypted. */
export const apigatewayCacheEncrypted: Rule = {
  id: 'apigateway-cache-encrypted',
  service: 'apigateway',
  severity: 'medium',
  title: 'API Gateway stage caches are encrypted',
  description:
    'A response cache holds copies of what the API returned, personal data included; without CacheDataEncrypted those copies are stored unencrypted.',
  resourceTypes: ['AWS::ApiGateway::Stage'],
  remediation: 'Set CacheDataEncrypted to true in every MethodSettings entry that sets CachingEnabled.',
  evaluate(resource) {
    const settings = asList(propOf(resource, 'MethodSettings'));
    if (isUnknown(settings)) return unknownFrom('MethodSettings', settings);
    const open = (settings ?? []).filter(
      (setting) =>
        toBool(dig(setting, 'CachingEnabled')) === true &&
        toBool(dig(setting, 'CacheDataEncrypted')) !== true,
    );
    if (open.length === 0) return PASS;
    return failWith(
      `${nameOf(resource)} caches responses without encrypting them (a MethodSettings entry sets CachingEnabled without CacheDataEncrypted).`,
    );
  },
};
