import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import type { FindingAcceptance, ScanViolation } from '#shared/api/compliance-schema';
import { complianceFindingAccept } from '#shared/api/endpoints/compliance';
import { stillValid } from '#shared/compliance/acceptance/types';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { apiCall, detailOr } from '#web/api/client';
import { formatWhen } from '#web/components/format-when';

const WORDS = COMPLIANCE_VIEW.violation;

/** "Accepted until <date>" (or the exception's wording), or that it expired: one line for table and detail. */
export function acceptanceText(a: FindingAcceptance, now: string): string {
  if (!stillValid(a.expires, now)) return WORDS.acceptanceExpired(a.expires);
  return a.kind === 'residency-exception' ? WORDS.exceptionUntil(a.expires) : WORDS.acceptedUntil(a.expires);
}

interface Props {
  scanId: string;
  violation: ScanViolation;
  /** when the API judged the acceptances (the reader's clock; the sandbox clock in the sandbox) */
  asOf?: string;
  /** called with the record once stored: the page reads the scan again */
  onAccepted: (acceptance: FindingAcceptance) => void;
}

/**
 * The finding's acceptance: who accepted it, until when and why, or a form to accept it (reason,
 * owner, expiry) or to record the residency exception a framework requires (approver, reference).
 */
export function AcceptFinding({ scanId, violation, asOf, onAccepted }: Props) {
  const recorded = violation.acceptance;
  const now = asOf ?? new Date().toISOString();
  const [exception, setException] = useState(violation.rule_id.startsWith('residency-'));
  const [reason, setReason] = useState('');
  const [owner, setOwner] = useState('');
  const [expires, setExpires] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const current = recorded && stillValid(recorded.expires, now) ? recorded : undefined;

  if (current)
    return (
      <SpaceBetween size="xxs">
        <Box variant="h3">{WORDS.acceptance}</Box>
        <Box data-testid="acceptance-status">{acceptanceText(current, now)}</Box>
        <Box>
          {current.owner}
          {current.reference ? ` · ${current.reference}` : ''}: {current.reason}
        </Box>
        <Box variant="small" color="text-body-secondary">
          {WORDS.acceptedBy(current.accepted_by, formatWhen(current.accepted_at))}
        </Box>
      </SpaceBetween>
    );

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const stored = await apiCall(complianceFindingAccept, {
        params: { scan_id: scanId },
        body: {
          violation_id: violation.violation_id,
          kind: exception ? 'residency-exception' : 'accepted-risk',
          reason,
          owner,
          expires,
          ...(exception || reference ? { reference } : {}),
        },
      });
      onAccepted(stored);
    } catch (err) {
      setError(detailOr(err, WORDS.acceptFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ExpandableSection headerText={WORDS.acceptTitle} variant="container">
      <SpaceBetween size="s">
        {recorded && <Alert type="warning">{acceptanceText(recorded, now)}</Alert>}
        <Box color="text-body-secondary">{WORDS.acceptIntro}</Box>
        <Checkbox checked={exception} onChange={({ detail }) => setException(detail.checked)}>
          {WORDS.exceptionKind}
        </Checkbox>
        <FormField label={WORDS.reason}>
          <Textarea value={reason} onChange={({ detail }) => setReason(detail.value)} rows={2} />
        </FormField>
        <FormField label={exception ? WORDS.approvedBy : WORDS.owner}>
          <Input value={owner} onChange={({ detail }) => setOwner(detail.value)} />
        </FormField>
        {exception && (
          <FormField label={WORDS.reference}>
            <Input value={reference} onChange={({ detail }) => setReference(detail.value)} />
          </FormField>
        )}
        <FormField label={WORDS.expires}>
          <Input
            value={expires}
            placeholder="2027-03-31"
            onChange={({ detail }) => setExpires(detail.value)}
          />
        </FormField>
        {error && <Alert type="error">{error}</Alert>}
        <Button
          variant="primary"
          loading={busy}
          disabled={
            !reason.trim() ||
            !owner.trim() ||
            !/^\d{4}-\d{2}-\d{2}$/.test(expires) ||
            (exception && !reference.trim())
          }
          onClick={() => void submit()}
        >
          {exception ? WORDS.recordException : WORDS.accept}
        </Button>
      </SpaceBetween>
    </ExpandableSection>
  );
}
