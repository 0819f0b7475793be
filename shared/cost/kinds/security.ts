import { USAGE } from '../profiles';
import type { Draft, Pricer } from '../types';
import { listOf, mapOf, same, text, unreadable, usage } from './read';

/** KMS customer managed key: the key-month and requests (usage profile). */
export const kmsKey: Pricer = (resource) => {
  const spec = text(resource.properties.KeySpec) ?? 'SYMMETRIC_DEFAULT';
  const draft: Draft = {
    drivers: ['customer managed key', 'API requests'],
    usage: [usage('customer managed key', 'KMS', 'customer managed key', same(1))],
    unpriced: [],
  };
  if (spec === 'SYMMETRIC_DEFAULT') {
    draft.usage.push(
      usage(
        'API requests',
        'KMS',
        'symmetric API requests (beyond free tier)',
        USAGE.kmsRequests,
        'kms-requests',
      ),
    );
  } else draft.unpriced?.push(`The price list has no request price for ${spec} keys.`);
  return draft;
};

/** Secrets Manager secret: the secret-month and API requests (usage profile). */
export const secret: Pricer = () => ({
  drivers: ['secret', 'API requests'],
  usage: [
    usage('secret', 'Secrets Manager', 'secret', same(1)),
    usage('API requests', 'Secrets Manager', 'API requests', USAGE.secretRequests),
  ],
});

/**
 * WAF web ACL: the ACL, one rule-month per rule or rule group, and requests (usage profile). A
 * CloudFront-scoped ACL is billed as in us-east-1, where CloudFront's WAF lives.
 */
export const webAcl: Pricer = (resource) => {
  const { properties } = resource;
  const rules = listOf(properties.Rules) ?? [];
  const region = text(properties.Scope) === 'CLOUDFRONT' ? 'us-east-1' : undefined;
  const lines = [
    usage('web ACL', 'WAF', 'web ACL', same(1)),
    usage('rules and rule groups', 'WAF', 'rule', same(rules.length)),
    usage('requests', 'WAF', 'requests (up to 1500 WCU)', USAGE.wafRequests),
  ];
  return {
    drivers: ['web ACL', `${rules.length} rule(s)`, 'requests'],
    usage: region ? lines.map((line) => ({ ...line, region })) : lines,
  };
};

const COGNITO_TIERS: Record<string, string> = {
  LITE: "user pool MAU, first paid tier (legacy/Lite tier label 'User Pool MAU 0 upto 50000')",
  ESSENTIALS: "user pool MAU, feed label 'Enterprise MAU' (appears to be the Essentials tier rate)",
};

/** Cognito user pool: monthly active users (usage profile) at its feature tier (default Essentials). */
export const userPool: Pricer = (resource) => {
  const raw = resource.properties.UserPoolTier;
  const tier = raw === undefined ? 'ESSENTIALS' : text(raw);
  const kind = tier ? COGNITO_TIERS[tier] : undefined;
  if (!kind) {
    return {
      drivers: [],
      usage: [],
      unpriced: [
        tier ? `The price list has no Cognito ${tier} tier price.` : unreadable('user pool tier', raw),
      ],
    };
  }
  return {
    drivers: [`${tier} tier monthly active users`],
    usage: [usage('monthly active users', 'Cognito', kind, USAGE.userPoolMau, 'cognito-mau')],
  };
};

/** CloudTrail trail: the first trail's management events are free; more trails, data events and Insights are billed. */
export const trail: Pricer = (resource, context) => {
  const { properties } = resource;
  const firstTrail = [...context.resources.values()].find((r) => r.type === 'AWS::CloudTrail::Trail');
  const draft: Draft = { drivers: [], usage: [] };
  if (firstTrail === resource) draft.drivers.push('management events (first copy free)');
  else {
    draft.drivers.push('management events (additional trail)');
    draft.usage.push(
      usage(
        'management events',
        'CloudTrail',
        'management events, additional trail copies',
        USAGE.trailEvents,
      ),
    );
  }
  const selectors = listOf(properties.EventSelectors) ?? [];
  const dataEvents =
    selectors.some((selector) => (listOf(mapOf(selector)?.DataResources) ?? []).length > 0) ||
    (listOf(properties.AdvancedEventSelectors) ?? []).some((selector) =>
      JSON.stringify(selector).includes('"Data"'),
    );
  if (dataEvents) {
    draft.drivers.push('data events');
    draft.usage.push(usage('data events', 'CloudTrail', 'data events', USAGE.trailDataEvents));
  }
  if ((listOf(properties.InsightSelectors) ?? []).length > 0) {
    draft.drivers.push('Insights events');
    draft.usage.push(
      usage('events analyzed by Insights', 'CloudTrail', 'Insights events analyzed', USAGE.trailEvents),
    );
  }
  return draft;
};
