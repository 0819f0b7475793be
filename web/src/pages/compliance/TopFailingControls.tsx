import Box from '@cloudscape-design/components/box';
import type { FailingControl } from '#shared/api/compliance-schema';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { CollectionTable } from '../../components/CollectionTable';
import { SeverityBadge } from './SeverityCounts';

const WORDS = COMPLIANCE_VIEW.controls;

/** The controls the latest completed scan failed most, from the dashboard, most violations first. */
export function TopFailingControls({ controls }: { controls: readonly FailingControl[] }) {
  return (
    <CollectionTable
      variant="embedded"
      items={controls}
      trackBy={(c) => `${c.framework} ${c.control_id}`}
      ariaLabel={COMPLIANCE_VIEW.mostFailedControls}
      empty={<Box textAlign="center">{WORDS.none}</Box>}
      defaultSort={{ columnId: 'count', descending: true }}
      pageSize={10}
      columns={[
        {
          id: 'control',
          header: WORDS.control,
          cell: (c) => `${c.framework} ${c.control_id}`,
          minWidth: 120,
          sortingComparator: (a, b) =>
            `${a.framework} ${a.control_id}`.localeCompare(`${b.framework} ${b.control_id}`),
        },
        { id: 'title', header: WORDS.requirement, cell: (c) => c.title, minWidth: 220 },
        {
          id: 'severity',
          header: WORDS.severity,
          cell: (c) => <SeverityBadge severity={c.severity} />,
          minWidth: 100,
        },
        {
          id: 'count',
          header: WORDS.violations,
          cell: (c) => c.violation_count,
          sortingField: 'violation_count',
        },
      ]}
    />
  );
}
