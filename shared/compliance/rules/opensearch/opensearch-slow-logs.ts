import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: openSearch domains publish search and index slow logs. */
export const opensearchSlowLogs: Rule = {
  id: 'opensearch-slow-logs',
  service: 'opensearch',
  severity: 'low',
  title: 'OpenSearch domains publish search and index slow logs',
  description: 'Slow logs show expensive queries and indexing, the sign of scraping or a runaway client.',
  resourceTypes: ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
  remediation:
    'Set LogPublishingOptions.SEARCH_SLOW_LOGS and INDEX_SLOW_LOGS to { Enabled: true, CloudWatchLogsLogGroupArn }.',
  evaluate(resource) {
    const missing: string[] = [];
    for (const log of ['SEARCH_SLOW_LOGS', 'INDEX_SLOW_LOGS']) {
      const enabled = toBool(propOf(resource, 'LogPublishingOptions', log, 'Enabled'));
      if (isUnknown(enabled)) return unknownFrom(`LogPublishingOptions.${log}.Enabled`, enabled);
      if (enabled !== true) missing.push(log);
    }
    return missing.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} does not publish ${missing.join(' or ')}.`);
  },
};
