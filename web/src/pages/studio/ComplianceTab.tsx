import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { SEVERITIES } from '#shared/compliance/types';
import { baselineSentence } from '#shared/generation/baseline';
import type { SecurityReview } from '#shared/generation/reviews';
import { STUDIO } from '#shared/messages/studio';
import { CollectionTable } from '../../components/CollectionTable';
import { SeverityBadge } from '../compliance/SeverityCounts';

const WORDS = STUDIO.compliance;

const VERDICTS: Record<SecurityReview['verdict'], { type: 'success' | 'warning' | 'error'; text: string }> = {
  approved: { type: 'success', text: WORDS.approved },
  'approved-with-findings': { type: 'warning', text: WORDS['approved-with-findings'] },
  rejected: { type: 'error', text: WORDS.rejected },
};

type Review = Omit<SecurityReview, 'template'>;

/**
 * One line: the score the builder shows for this template (the lowest of the frameworks, by the
 * same engine) and what remains by severity.
 */
export function complianceSummary(review: Review): string {
  const scores = review.frameworks.map((framework) => review.scores[framework] ?? 0);
  const lowest = Math.min(...scores);
  const per = review.frameworks
    .map((framework) => `${framework} ${review.scores[framework] ?? 0}%`)
    .join(', ');
  const counts = SEVERITIES.map(
    (severity) => [severity, review.remaining.filter((r) => r.severity === severity).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([severity, count]) => `${count} ${severity}`);
  const remaining =
    review.remaining.length === 0
      ? WORDS.nothingRemains
      : WORDS.findingsRemain(review.remaining.length, counts.join(', '));
  return WORDS.summary(lowest, per, review.fixes_applied.length, remaining);
}

/** What the empty 'Fixes applied' table says: nothing was needed only when nothing remains. */
export function noFixesText(review: Pick<Review, 'remaining'>): string {
  return review.remaining.length === 0 ? WORDS.noFixNeeded : WORDS.noFixApplied;
}

/** The account holds every control of the baseline (then it is information, not a warning). */
function baselineComplete(baseline: NonNullable<Review['account_baseline']>): boolean {
  return baseline.source !== 'unknown' && baseline.missing.length === 0 && baseline.unread.length === 0;
}

/** The security agent's review: scores before and after its fixes, the fixes, and what remains. */
export function ComplianceTab({ review }: { review: Review }) {
  const verdict = VERDICTS[review.verdict];
  const bySeverity = [...review.remaining].sort(
    (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  );
  return (
    <SpaceBetween size="l">
      <SpaceBetween size="xs">
        <StatusIndicator type={verdict.type}>{verdict.text}</StatusIndicator>
        <Box data-testid="studio-compliance-summary">{complianceSummary(review)}</Box>
      </SpaceBetween>
      {review.account_baseline && (
        <Alert
          type={baselineComplete(review.account_baseline) ? 'info' : 'warning'}
          header={WORDS.accountBaseline}
          data-testid="studio-account-baseline"
        >
          {baselineSentence(review.account_baseline)}
        </Alert>
      )}
      <ColumnLayout columns={review.frameworks.length} variant="text-grid">
        {review.frameworks.map((framework) => (
          <div key={framework} data-testid={`studio-score-${framework}`}>
            <Box variant="awsui-key-label">{framework}</Box>
            <Box variant="awsui-value-large">{review.scores[framework]}%</Box>
            {/* a line of its own: a small box is inline and ran into the score ("99%99% before fixes") */}
            <Box variant="small" display="block" color="text-body-secondary">
              {WORDS.beforeFixes(review.scores_before[framework])}
            </Box>
          </div>
        ))}
      </ColumnLayout>
      <CollectionTable
        variant="embedded"
        pageSize={100}
        header={
          <Header variant="h3" counter={`(${review.remaining.length})`}>
            {WORDS.remaining}
          </Header>
        }
        items={bySeverity}
        trackBy={(item) => `${item.rule_id}:${item.resource}`}
        empty={WORDS.noneRemain}
        columns={[
          {
            id: 'severity',
            header: WORDS.severity,
            cell: (item) => <SeverityBadge severity={item.severity} />,
            width: 110,
            sortingComparator: (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
          },
          { id: 'resource', header: WORDS.resource, cell: (item) => item.resource, width: 170 },
          { id: 'title', header: WORDS.finding, cell: (item) => item.title },
          { id: 'why', header: WORDS.why, cell: (item) => item.why },
        ]}
      />
      <CollectionTable
        variant="embedded"
        pageSize={100}
        header={
          <Header variant="h3" counter={`(${review.fixes_applied.length})`}>
            {WORDS.fixesApplied}
          </Header>
        }
        items={review.fixes_applied}
        trackBy={(item) => `${item.rule_id}:${item.resource}`}
        empty={noFixesText(review)}
        columns={[
          { id: 'resource', header: WORDS.resource, cell: (item) => item.resource, width: 170 },
          { id: 'what', header: WORDS.whatChanged, cell: (item) => item.description },
          { id: 'rule', header: WORDS.rule, cell: (item) => item.rule_id, width: 200 },
        ]}
      />
    </SpaceBetween>
  );
}
