import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FindingChanges } from '#shared/api/compliance-schema';
import { FINDING_CHANGES } from '#shared/messages/schedules';

type Finding = FindingChanges['opened'][number];

function FindingList({ title, findings }: { title: string; findings: readonly Finding[] }) {
  return (
    <SpaceBetween size="xs">
      <Box variant="h3">{title}</Box>
      {findings.length === 0 ? (
        <Box color="text-body-secondary">{FINDING_CHANGES.none}</Box>
      ) : (
        findings.map((f) => (
          <Box key={f.violation_id} variant="small">
            [{f.severity}] {f.title} · {f.resource}
          </Box>
        ))
      )}
    </SpaceBetween>
  );
}

/** The findings opened and closed between the two latest completed scans. */
export function FindingChangesView({ changes }: { changes: FindingChanges }) {
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={FINDING_CHANGES.summary(changes.opened_count, changes.closed_count)}
        >
          {FINDING_CHANGES.header}
        </Header>
      }
    >
      <div data-testid="finding-changes">
        <ColumnLayout columns={2}>
          <FindingList
            title={`${FINDING_CHANGES.opened} (${changes.opened_count})`}
            findings={changes.opened}
          />
          <FindingList
            title={`${FINDING_CHANGES.closed} (${changes.closed_count})`}
            findings={changes.closed}
          />
        </ColumnLayout>
      </div>
    </Container>
  );
}
