import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Rule, TemplatePatch } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { asList, dig, propOf } from '../_lib/props';
import { APIGATEWAY_RECOMMENDED_POLICY, isTls12ApiGatewayPolicy } from '../_lib/tls';

interface PolicySlot {
  value: unknown;
  path: readonly (string | number)[];
}

/** v1 domains carry SecurityPolicy; v2 domains carry one per DomainNameConfigurations entry. */
function policySlots(resource: Resource): readonly PolicySlot[] | UnknownValue {
  if (resource.type === 'AWS::ApiGateway::DomainName') {
    return [{ value: propOf(resource, 'SecurityPolicy'), path: ['SecurityPolicy'] }];
  }
  const configs = asList(propOf(resource, 'DomainNameConfigurations'));
  if (isUnknown(configs)) return configs;
  return (configs ?? []).map((c, index) => ({
    value: dig(c, 'SecurityPolicy'),
    path: ['DomainNameConfigurations', index, 'SecurityPolicy'],
  }));
}

/** Weak when set to a policy below TLS 1.2 (absent is the TLS_1_2 default). */
function isWeak(value: unknown): boolean {
  return typeof value === 'string' && !isTls12ApiGatewayPolicy(value);
}

/** Custom domain names use a TLS 1.2+ security policy (TLS_1_2, the default, or an enhanced one). */
export const apigatewayDomainTls: Rule = {
  id: 'apigateway-domain-tls',
  service: 'apigateway',
  severity: 'medium',
  title: 'API Gateway custom domains require TLS 1.2 or newer',
  description:
    'The TLS_1_0 policy still accepts TLS 1.0 and 1.1, which have known weaknesses; APIs should only ' +
    'accept TLS 1.2 or newer.',
  resourceTypes: ['AWS::ApiGateway::DomainName', 'AWS::ApiGatewayV2::DomainName'],
  remediation: `Set SecurityPolicy (or DomainNameConfigurations[].SecurityPolicy) to ${APIGATEWAY_RECOMMENDED_POLICY}.`,
  evaluate(resource) {
    const slots = policySlots(resource);
    if (isUnknown(slots)) return unknownFrom('DomainNameConfigurations', slots);
    let unknown: string | undefined;
    for (const slot of slots) {
      if (isUnknown(slot.value)) unknown ??= `SecurityPolicy is ${slot.value.reason}`;
      else if (isWeak(slot.value)) {
        return failWith(
          `${nameOf(resource)} uses security policy ${String(slot.value)}, which accepts TLS 1.0.`,
        );
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
  fix(resource): TemplatePatch[] {
    const slots = policySlots(resource);
    if (isUnknown(slots)) return [];
    return slots
      .filter((slot) => isWeak(slot.value))
      .map((slot) => setProperty(resource, slot.path, APIGATEWAY_RECOMMENDED_POLICY));
  },
};
