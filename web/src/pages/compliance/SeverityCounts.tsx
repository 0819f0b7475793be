import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import type { ScanSummary } from '#shared/api/compliance-schema';
import { SEVERITIES, type Severity } from '#shared/compliance/types';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';

export const SEVERITY_LABEL: Record<Severity, string> = COMPLIANCE_VIEW.severities;

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge color={`severity-${severity}`}>{SEVERITY_LABEL[severity]}</Badge>;
}

/** Violations per severity, in the spec's order. */
export function SeverityCounts({ counts }: { counts: ScanSummary['severity_counts'] }) {
  return (
    <div>
      <Box variant="h3" padding={{ bottom: 's' }}>
        {COMPLIANCE_VIEW.bySeverity}
      </Box>
      <ColumnLayout columns={4} variant="text-grid">
        {SEVERITIES.map((s) => (
          <div key={s} data-testid={`severity-${s}`}>
            <Box margin={{ bottom: 'xxs' }}>
              <SeverityBadge severity={s} />
            </Box>
            <Box variant="awsui-value-large">{counts[s]}</Box>
          </div>
        ))}
      </ColumnLayout>
    </div>
  );
}
