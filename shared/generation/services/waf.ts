import { getAtt } from './kit';
import type { ServiceSettings, ServiceSpec } from './types';

/** What a rate-based rule takes: 10 to 2 billion requests, counted over 1, 2, 5 or 10 minutes. */
export const RATE_LIMIT = {
  min: 10,
  max: 2_000_000_000,
  windows: [60, 120, 300, 600],
  default: 2000,
} as const;

/** The rate limit a brief states, as WAF takes it (clamped into range, the window rounded to one WAF counts over). */
export function rateLimitOf(
  settings: ServiceSettings,
): { limit: number; window: (typeof RATE_LIMIT.windows)[number] } | undefined {
  if (settings.rate_limit === undefined) return undefined;
  const stated = Number(settings.rate_limit);
  const limit = Math.min(RATE_LIMIT.max, Math.max(RATE_LIMIT.min, Math.round(stated)));
  const seconds = Number(settings.rate_window ?? 300);
  const window = RATE_LIMIT.windows.find((w) => w >= seconds) ?? 600;
  return { limit, window };
}

/**
 * A regional web ACL with AWS's managed rules and a rate limit. Every API and load balancer the
 * design builds already gets one; a WAF named on its own is this ACL, to associate later.
 */
export const waf: ServiceSpec = {
  id: 'waf',
  block_name: 'Firewall',
  family: 'WAFv2',
  label: 'AWS WAF web ACL',
  names: /\b(aws waf|waf( ?v2)?|web application firewall|web ?acl)\b/,
  phrases: /\b(rate limit(ing)?|block (certain |some )?countries|geo[- ]?block\w*|ip allow ?list)\b/,
  arabic: /(جدار حماي[ةه] تطبيقات الويب|جدار الحماي[ةه]|حظر الدول)/,
  cost: 'hourly',
  // it stands in front of what people reach (a site, an API): nothing of the design calls it
  fed_from_outside: true,
  // a limit per client the brief states ("1,000 requests per 5 minutes per IP"), wherever it says it:
  // requests per second are an API's throttle, and per day, week or month its usage plan's quota, not a firewall's count
  stated_settings: [
    {
      key: 'rate_limit',
      words:
        /(?:limit\w*|throttl\w*|block\w*|cap\w*|more than|at most|max\w*|حد|أقصى|اقصى|أكثر من)[^.;]{0,40}?\b(\d{1,3}(?:,\d{3})+|\d+)\s*(?:requests?|reqs?|calls?|طلبات|طلب)(?![^.;]{0,25}(?:second|\bsec\b|ثاني|\bday\b|daily|week|month|يوم|[أا]سبوع|شهر))/,
      as: 'count',
      anywhere: true,
      min: RATE_LIMIT.min,
      max: RATE_LIMIT.max,
      label: 'requests per client address at most',
      shows: {
        types: ['AWS::WAFv2::WebACL'],
        path: 'Rules.*.Statement.RateBasedStatement.Limit',
        op: 'includes',
      },
    },
    {
      key: 'rate_window',
      words:
        /(?:requests?|reqs?|calls?|طلبات|طلب)[^.;]{0,30}?(?:per|every|in|within|each|over|\/|كل|خلال|في)\s*(\d+\s*(?:minutes?|mins?|hours?|دقائق|دقيق[ةه]|ساع[ةه]))/,
      as: 'seconds',
      anywhere: true,
      label: 'rate counted over seconds',
      shows: {
        types: ['AWS::WAFv2::WebACL'],
        path: 'Rules.*.Statement.RateBasedStatement.EvaluationWindowSec',
        op: 'includes',
      },
    },
    {
      key: 'rate_window',
      words:
        /(?:requests?|reqs?|calls?|طلبات|طلب)[^.;]{0,30}?(?:per|every|a|each|\/|كل|في)\s*(?:ال)?(?:minute|min|دقيق[ةه])\b/,
      value: 60,
      anywhere: true,
      label: 'rate counted over seconds',
      shows: {
        types: ['AWS::WAFv2::WebACL'],
        path: 'Rules.*.Statement.RateBasedStatement.EvaluationWindowSec',
        op: 'includes',
      },
    },
  ],
  build(ctx, name, settings) {
    const rate = rateLimitOf(settings) ?? ctx.requirements.stated?.rate_limit;
    const acl = ctx.add(name, `${name}WebAcl`, {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Scope: 'REGIONAL',
        DefaultAction: { Allow: {} },
        VisibilityConfig: {
          SampledRequestsEnabled: true,
          CloudWatchMetricsEnabled: true,
          MetricName: `${name}WebAcl`,
        },
        Rules: [
          {
            Name: 'common',
            Priority: 0,
            OverrideAction: { None: {} },
            Statement: {
              ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' },
            },
            VisibilityConfig: {
              SampledRequestsEnabled: true,
              CloudWatchMetricsEnabled: true,
              MetricName: 'common',
            },
          },
          {
            Name: 'rate-limit',
            Priority: 1,
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: {
                Limit: rate?.limit ?? RATE_LIMIT.default,
                AggregateKeyType: 'IP',
                ...(rate && { EvaluationWindowSec: rate.window }),
              },
            },
            VisibilityConfig: {
              SampledRequestsEnabled: true,
              CloudWatchMetricsEnabled: true,
              MetricName: 'rate',
            },
          },
        ],
      },
    });
    return { service: 'waf', name, main: acl };
  },
  target: { actions: ['wafv2:GetWebACL'], arn: (n) => getAtt(n.main, 'Arn') },
};
