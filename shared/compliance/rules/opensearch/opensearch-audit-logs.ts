import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: openSearch domains publish audit logs. */
export const opensearchAuditLogs: Rule = {
  id: 'opensearch-audit-logs',
  service: 'opensearch',
  severity: 'medium',
  title: 'OpenSearch domains publish audit logs',
  description:
    'Audit logs record who read and changed which index; without them a breach of the domain cannot be traced.',
  resourceTypes: ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
  remediation:
    'Turn on fine-grained access control and set LogPublishingOptions.AUDIT_LOGS to { Enabled: true, CloudWatchLogsLogGroupArn }.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['LogPublishingOptions', 'AUDIT_LOGS', 'Enabled'],
      `${nameOf(resource)} publishes no audit logs (LogPublishingOptions.AUDIT_LOGS is not enabled).`,
    );
  },
};
