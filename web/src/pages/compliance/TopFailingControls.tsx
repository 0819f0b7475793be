import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import type { FailingControl } from '#shared/api/compliance-schema';
import { SeverityBadge } from './SeverityCounts';

/** The controls the latest completed scan failed most, from the dashboard. */
export function TopFailingControls({ controls }: { controls: readonly FailingControl[] }) {
  return (
    <Table
      variant="embedded"
      items={[...controls]}
      trackBy={(c) => `${c.framework} ${c.control_id}`}
      empty={<Box textAlign="center">No failing controls</Box>}
      columnDefinitions={[
        { id: 'control', header: 'Control', cell: (c) => `${c.framework} ${c.control_id}`, minWidth: 130 },
        { id: 'title', header: 'Requirement', cell: (c) => c.title },
        { id: 'severity', header: 'Severity', cell: (c) => <SeverityBadge severity={c.severity} /> },
        { id: 'count', header: 'Violations', cell: (c) => c.violation_count },
      ]}
      wrapLines
    />
  );
}
