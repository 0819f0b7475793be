import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import { useMemo, useState } from 'react';
import type { ScanViolation } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { BreakableId } from '../../components/BreakableId';
import { CollectionTable } from '../../components/CollectionTable';
import { formatWhen } from '../../components/format-when';
import { acceptanceText } from './AcceptFinding';
import { SeverityBadge } from './SeverityCounts';
import {
  filterCounts,
  searchViolations,
  shownControls,
  VIOLATION_FILTERS,
  VIOLATION_SORTS,
  type ViolationFilter,
  type ViolationSort,
  violationView,
} from './violation-view';

const PAGE_SIZE = 20;
const WORDS = COMPLIANCE_VIEW.table;

interface Props {
  violations: readonly ScanViolation[];
  /** when the API judged the acceptances (the reader's clock): their labels say the same */
  acceptedAsOf?: string;
  onOpen: (violation: ScanViolation) => void;
  /** export buttons, in the table's header */
  actions?: React.ReactNode;
}

/** The scan's violations with the spec's filters (all, SAMA, NCA, CITC) and sorts. */
export function ViolationsTable({ violations, acceptedAsOf, onOpen, actions }: Props) {
  const [filter, setFilter] = useState<ViolationFilter>('all');
  const [sort, setSort] = useState<ViolationSort>('severity');
  const shown = useMemo(() => violationView(violations, filter, sort), [violations, filter, sort]);
  const sortOption = VIOLATION_SORTS.find((s) => s.id === sort) ?? VIOLATION_SORTS[0];

  return (
    <CollectionTable
      trackBy="violation_id"
      items={shown}
      pageSize={PAGE_SIZE}
      header={(count) => (
        <Header variant="h2" counter={`(${count})`} actions={actions}>
          {COMPLIANCE.violations}
        </Header>
      )}
      search={{ label: WORDS.find, matches: (v, text) => searchViolations([v], text).length > 0 }}
      filters={(text) => {
        // each framework's count follows the words typed, as the list does
        const counts = filterCounts(searchViolations(violations, text));
        return (
          <>
            <SegmentedControl
              label={WORDS.frameworkFilter}
              selectedId={filter}
              onChange={({ detail }) => setFilter(detail.selectedId as ViolationFilter)}
              options={VIOLATION_FILTERS.map((f) => ({ id: f.id, text: `${f.label} (${counts[f.id]})` }))}
            />
            <Select
              inlineLabelText={WORDS.sortBy}
              selectedOption={{ value: sortOption.id, label: sortOption.label }}
              onChange={({ detail }) => setSort(detail.selectedOption.value as ViolationSort)}
              options={VIOLATION_SORTS.map((s) => ({ value: s.id, label: s.label }))}
            />
          </>
        );
      }}
      empty={<Box textAlign="center">{COMPLIANCE.noViolations}</Box>}
      columns={[
        {
          id: 'severity',
          header: WORDS.severity,
          cell: (v) => <SeverityBadge severity={v.severity} />,
          width: 110,
        },
        {
          id: 'title',
          header: WORDS.violation,
          cell: (v) => (
            <div>
              <Link
                variant="primary"
                onFollow={(event) => {
                  event.preventDefault();
                  onOpen(v);
                }}
                href={`#${v.violation_id}`}
              >
                {v.title}
              </Link>
              {v.acceptance && (
                <Box variant="small" color="text-status-info" data-testid="acceptance-label">
                  {acceptanceText(v.acceptance, acceptedAsOf ?? new Date().toISOString())}
                </Box>
              )}
            </div>
          ),
        },
        {
          id: 'resource',
          header: WORDS.resource,
          minWidth: 240,
          cell: (v) => (
            <div>
              <Box variant="small">{v.resource_type}</Box>
              <div>
                <BreakableId
                  id={v.stack_name && v.logical_id ? `${v.stack_name} / ${v.logical_id}` : v.resource}
                />
              </div>
              <Box variant="small" color="text-body-secondary">
                {v.account_number} · {v.region}
              </Box>
            </div>
          ),
        },
        {
          id: 'control',
          header: WORDS.control,
          minWidth: 150,
          cell: (v) => (
            <div>
              {shownControls(v, filter).map((line) => (
                <div key={line.framework}>
                  <Box variant="small" color="text-body-secondary" display="inline">
                    {line.framework}
                  </Box>{' '}
                  {line.controlIds.join(', ')}
                </div>
              ))}
            </div>
          ),
        },
        { id: 'detected', header: WORDS.detected, cell: (v) => formatWhen(v.detected_at) },
      ]}
    />
  );
}
