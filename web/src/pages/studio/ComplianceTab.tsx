import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { SecurityReview } from '#shared/generation/reviews';

const VERDICTS: Record<SecurityReview['verdict'], { type: 'success' | 'warning' | 'error'; text: string }> = {
  approved: { type: 'success', text: 'Approved' },
  'approved-with-findings': { type: 'warning', text: 'Approved with findings' },
  rejected: { type: 'error', text: 'Rejected' },
};

/** The security agent's review: scores before and after its fixes, the fixes, and what remains. */
export function ComplianceTab({ review }: { review: Omit<SecurityReview, 'template'> }) {
  const verdict = VERDICTS[review.verdict];
  return (
    <SpaceBetween size="l">
      <StatusIndicator type={verdict.type}>{verdict.text}</StatusIndicator>
      <Box>{review.summary}</Box>
      <ColumnLayout columns={review.frameworks.length} variant="text-grid">
        {review.frameworks.map((framework) => (
          <div key={framework} data-testid={`studio-score-${framework}`}>
            <Box variant="awsui-key-label">{framework}</Box>
            <Box variant="awsui-value-large">{review.scores[framework]}%</Box>
            <Box variant="small" color="text-body-secondary">
              {review.scores_before[framework]}% before fixes
            </Box>
          </div>
        ))}
      </ColumnLayout>
      <Table
        variant="embedded"
        header={
          <Header variant="h3" counter={`(${review.fixes_applied.length})`}>
            Fixes applied
          </Header>
        }
        items={review.fixes_applied}
        trackBy={(item) => `${item.rule_id}:${item.resource}`}
        empty="No fix was needed."
        columnDefinitions={[
          { id: 'resource', header: 'Resource', cell: (item) => item.resource },
          { id: 'rule', header: 'Rule', cell: (item) => item.rule_id },
          { id: 'what', header: 'What changed', cell: (item) => item.description },
        ]}
      />
      <Table
        variant="embedded"
        header={
          <Header variant="h3" counter={`(${review.remaining.length})`}>
            Remaining findings
          </Header>
        }
        items={review.remaining}
        trackBy={(item) => `${item.rule_id}:${item.resource}`}
        empty="Nothing remains."
        columnDefinitions={[
          { id: 'severity', header: 'Severity', cell: (item) => item.severity },
          { id: 'resource', header: 'Resource', cell: (item) => item.resource },
          { id: 'title', header: 'Finding', cell: (item) => item.title },
          { id: 'why', header: 'Why it remains', cell: (item) => item.why },
        ]}
      />
    </SpaceBetween>
  );
}
