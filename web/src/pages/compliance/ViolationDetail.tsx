import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScanViolation } from '#shared/api/compliance-schema';
import {
  complianceViolationFix,
  complianceViolationFixApply,
  complianceViolationFixPreview,
} from '#shared/api/endpoints/compliance';
import { COMMON } from '#shared/messages';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { formatUsd } from '#shared/text/format';
import { apiCall } from '#web/api/client';
import { formatWhen } from '../../components/format-when';
import { AcceptFinding } from './AcceptFinding';
import { FixReview } from './FixReview';
import { SeverityBadge } from './SeverityCounts';
import { headline } from './violation-view';

/** The estimated monthly cost of applying the fix, as the detail shows it. */
const WORDS = COMPLIANCE_VIEW.violation;

export function costText(cost: number | null): string {
  if (cost === null || cost === 0) return WORDS.noAddedCost;
  return WORDS.costPerMonth(formatUsd(cost));
}

interface Props {
  /** the scan the violation belongs to (the fix is asked for through it) */
  scanId?: string;
  violation?: ScanViolation;
  /** when the API judged the acceptances (the reader's clock) */
  acceptedAsOf?: string;
  onClose: () => void;
  /** a finding was accepted: the page reads the scan again */
  onAccepted?: () => void;
}

/** One violation: what it is, where, which controls it fails, impact, remediation and cost. */
export function ViolationDetail({ scanId, violation, acceptedAsOf, onClose, onAccepted }: Props) {
  if (!violation) return null;
  const v = violation;
  return (
    <Modal
      visible
      onDismiss={onClose}
      size="large"
      position="top"
      header={headline(v.title)}
      key={v.violation_id}
      closeAriaLabel={COMMON.close}
    >
      <SpaceBetween size="l">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <SeverityBadge severity={v.severity} />
          {v.status === 'unknown' && <Box color="text-status-inactive">{WORDS.notEvaluated}</Box>}
        </SpaceBetween>
        <Box>{v.description}</Box>
        <KeyValuePairs
          columns={2}
          items={[
            { label: WORDS.impact, value: v.impact },
            { label: WORDS.remediation, value: v.remediation },
            { label: WORDS.estimatedCost, value: costText(v.estimated_cost) },
            {
              label: WORDS.automaticFix,
              value: v.auto_fix_available
                ? v.deployment_id
                  ? WORDS.fixForStack(v.stack_name ?? v.deployment_id)
                  : WORDS.fixInTemplate
                : WORDS.noFix,
            },
            {
              label: WORDS.resource,
              value: (
                <div>
                  <div>{v.resource_type}</div>
                  <Box variant="code">{v.physical_id || v.resource}</Box>
                  {v.stack_name && <div>{WORDS.stack(v.stack_name, v.logical_id)}</div>}
                </div>
              ),
            },
            { label: WORDS.accountAndRegion, value: `${v.account_number} · ${v.region}` },
            {
              label: WORDS.controls,
              value: (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {v.controls.map((c) => (
                    <li key={`${c.framework} ${c.control_id}`}>
                      {c.framework} {c.control_id} ({c.severity})
                    </li>
                  ))}
                </ul>
              ),
            },
            { label: WORDS.detected, value: formatWhen(v.detected_at) },
            { label: WORDS.rule, value: <Box variant="code">{v.rule_id}</Box> },
          ]}
        />
        {scanId && (
          <AcceptFinding
            scanId={scanId}
            violation={v}
            asOf={acceptedAsOf}
            onAccepted={() => onAccepted?.()}
          />
        )}
        {scanId && v.auto_fix_available && v.deployment_id && (
          <FixReview
            load={() =>
              apiCall(complianceViolationFix, {
                params: { scan_id: scanId },
                query: { violation_id: v.violation_id },
              })
            }
            preview={() =>
              apiCall(complianceViolationFixPreview, {
                params: { scan_id: scanId },
                body: { violation_id: v.violation_id },
              })
            }
            apply={() =>
              apiCall(complianceViolationFixApply, {
                params: { scan_id: scanId },
                body: { violation_id: v.violation_id },
              })
            }
            target={{ accountNumber: v.account_number, region: v.region }}
          />
        )}
      </SpaceBetween>
    </Modal>
  );
}
