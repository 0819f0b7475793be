import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ScanStatus, ScanSummary } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { CollectionTable } from '../../components/CollectionTable';
import { formatWhen } from '../../components/format-when';

const WORDS = COMPLIANCE_VIEW.scans;

const STATUS: Record<ScanStatus, { type: StatusIndicatorProps.Type; label: string }> = {
  running: { type: 'in-progress', label: WORDS.running },
  completed: { type: 'success', label: WORDS.completed },
  failed: { type: 'error', label: WORDS.failed },
};

interface Props {
  scans: readonly ScanSummary[];
  loading: boolean;
  /** the scan on screen */
  shownId?: string;
  onView: (scan: ScanSummary) => void;
}

/** The last 5 scans; a completed one can be opened. */
export function ScanHistory({ scans, loading, shownId, onView }: Props) {
  return (
    <div data-testid="scan-history">
      <CollectionTable
        header={<Header variant="h2">{COMPLIANCE.history}</Header>}
        items={scans}
        loading={loading}
        loadingText={WORDS.loading}
        trackBy="scan_id"
        empty={<Box textAlign="center">{COMPLIANCE.noScansYet}</Box>}
        defaultSort={{ columnId: 'started', descending: true }}
        pageSize={10}
        columns={[
          {
            id: 'started',
            header: WORDS.started,
            cell: (s) => formatWhen(s.started_at),
            sortingField: 'started_at',
          },
          {
            id: 'status',
            header: WORDS.status,
            cell: (s) => (
              <StatusIndicator type={STATUS[s.status].type}>{STATUS[s.status].label}</StatusIndicator>
            ),
          },
          { id: 'frameworks', header: WORDS.frameworks, cell: (s) => s.frameworks.join(', ') },
          { id: 'accounts', header: WORDS.accounts, cell: (s) => s.account_ids.length },
          {
            id: 'score',
            header: WORDS.overallScore,
            cell: (s) => (s.overall_score === null ? '-' : `${s.overall_score}%`),
          },
          {
            id: 'violations',
            header: WORDS.violations,
            cell: (s) => (s.status === 'completed' ? s.violation_count : '-'),
          },
          {
            id: 'view',
            header: '',
            minWidth: 100,
            cell: (s) =>
              s.scan_id === shownId ? (
                <Box color="text-status-inactive">{WORDS.shown}</Box>
              ) : (
                <Button
                  variant="inline-link"
                  disabled={s.status !== 'completed'}
                  ariaLabel={WORDS.viewScanOf(COMPLIANCE.view, formatWhen(s.started_at))}
                  onClick={() => onView(s)}
                >
                  {COMPLIANCE.view}
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
