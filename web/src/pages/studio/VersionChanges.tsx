import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { VersionChanges as Changes } from '#shared/api/design-versions';
import type { CheckStatus } from '#shared/generation/checklist/types';
import { REFINE } from '#shared/messages/refine';
import { STUDIO } from '#shared/messages/studio';
import { formatUsd } from '#shared/text/format';
import { UserText } from '../../components/UserText';

const WORDS = REFINE.changes;
const status = (s: string) => STUDIO.checklist[s as CheckStatus] ?? s;

/** What this version changed from the one it was made from: resources, checklist entries, cost. */
export function VersionChanges({ changes }: { changes: Changes }) {
  const { resources, ledger, cost } = changes;
  const range = (r: { min: number; max: number }) => WORDS.costRange(formatUsd(r.min), formatUsd(r.max));
  return (
    <div data-testid="studio-version-changes">
      <Container header={<Header variant="h3">{WORDS.header(changes.from_version)}</Header>}>
        <ColumnLayout columns={3} variant="text-grid">
          <Section title={WORDS.resources}>
            <Lines sign="+" label={WORDS.added} items={resources.added.map((r) => `${r.id} (${r.type})`)} />
            <Lines
              sign="−"
              label={WORDS.removed}
              items={resources.removed.map((r) => `${r.id} (${r.type})`)}
            />
            <Lines
              sign="~"
              label={WORDS.changed}
              items={resources.changed.map((r) => `${r.id} (${r.type})`)}
            />
            {resources.added.length + resources.removed.length + resources.changed.length === 0 && (
              <Box variant="small">{WORDS.none}</Box>
            )}
          </Section>
          <Section title={WORDS.ledger}>
            <Lines
              sign="+"
              label={WORDS.added}
              items={ledger.added.map((e) => `${e.requirement}: ${status(e.status)}`)}
            />
            <Lines sign="−" label={WORDS.removed} items={ledger.removed.map((e) => e.requirement)} />
            <Lines
              sign="~"
              label={WORDS.changed}
              items={ledger.changed.map(
                (e) => `${e.requirement}: ${WORDS.statusChange(status(e.before), status(e.status))}`,
              )}
            />
            <Box variant="small" color="text-body-secondary">
              {WORDS.kept(ledger.kept)}
            </Box>
          </Section>
          <Section title={WORDS.cost}>
            <div data-testid="studio-version-cost">
              {range(cost.before)} → <strong>{range(cost.after)}</strong>
            </div>
          </Section>
        </ColumnLayout>
      </Container>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SpaceBetween size="xs">
      <Box variant="awsui-key-label">{title}</Box>
      {children}
    </SpaceBetween>
  );
}

/** One kind of change as a short list; nothing when there is none of it. */
function Lines({ sign, label, items }: { sign: string; label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Box variant="small">{label}</Box>
      <ul className="sahab-version-changes" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <span aria-hidden="true">{sign} </span>
            <UserText text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
