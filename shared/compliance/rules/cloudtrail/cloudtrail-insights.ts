import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: cloudTrail trails record Insights events. */
export const cloudtrailInsights: Rule = {
  id: 'cloudtrail-insights',
  service: 'cloudtrail',
  severity: 'low',
  title: 'CloudTrail trails record Insights events',
  description:
    'Insights flags unusual rates of API calls or errors, an early sign of a compromised credential.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation:
    'Set InsightSelectors to [{ InsightType: ApiCallRateInsight }, { InsightType: ApiErrorRateInsight }].',
  evaluate(resource) {
    const selectors = asList(propOf(resource, 'InsightSelectors'));
    if (isUnknown(selectors)) return unknownFrom('InsightSelectors', selectors);
    return (selectors ?? []).length > 0 ? PASS : failWith(`${nameOf(resource)} records no Insights events.`);
  },
};
