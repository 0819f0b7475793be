import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useCallback, useEffect, useState } from 'react';
import type { DeploymentChangeSet } from '#shared/api/deployment-changes';
import { isDeploymentInProgress } from '#shared/api/deployment-status';
import type { DriftReport, PropertyDriftView } from '#shared/api/drift';
import {
  deploymentsChangeSetCreate,
  deploymentsChangeSetDelete,
  deploymentsChangeSetExecute,
} from '#shared/api/endpoints/deployments';
import {
  deploymentsDriftAdopt,
  deploymentsDriftCheck,
  deploymentsDriftGet,
} from '#shared/api/endpoints/drift';
import { COMMON } from '#shared/messages';
import { DEPLOYMENT_CHANGES } from '#shared/messages/deployments';
import { DRIFT } from '#shared/messages/drift';
import { apiCall, detailOr } from '#web/api/client';
import { BreakableId } from '../../components/BreakableId';
import { formatWhen } from '../../components/format-when';
import { ChangeSetTable } from './ChangeSetTable';

interface Row extends PropertyDriftView {
  logical_id: string;
  type: string;
}

const when = formatWhen;
/** a revert is a change set like an update's: previewed with this request, executed with it again */
const REVERT = { revert_drift: true } as const;
const shown = (json: string) => (json === '' ? DRIFT.absent : json);

/**
 * The deployment's drift: the last check (or none yet), 'Check drift', and each drifted property
 * with its template and live value and the controls the live value breaks. Revert shows the
 * drift-reverting change set for review, then applies or cancels it; adopt writes one live value
 * into the template.
 */
export function DriftPanel({ deploymentId, busy }: { deploymentId: string; busy: boolean }) {
  const [report, setReport] = useState<DriftReport | null>();
  const [working, setWorking] = useState<'check' | 'revert' | string>();
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string }>();
  const [review, setReview] = useState<DeploymentChangeSet>();

  useEffect(() => {
    let current = true;
    setReport(undefined);
    // the stored report only fills an empty panel: a check answered first is newer, and stays
    const stored = (next: DriftReport | null) =>
      current && setReport((shown) => (shown === undefined ? next : shown));
    apiCall(deploymentsDriftGet, { params: { id: deploymentId } })
      .then((answer) => stored(answer.report))
      .catch(() => stored(null));
    return () => {
      current = false;
    };
  }, [deploymentId]);

  const act = useCallback(async (key: string, run: () => Promise<string | undefined>) => {
    setWorking(key);
    setMessage(undefined);
    try {
      const text = await run();
      if (text) setMessage({ type: 'success', text });
    } catch (error) {
      setMessage({ type: 'error', text: detailOr(error, DRIFT.failed) });
    } finally {
      setWorking(undefined);
    }
  }, []);

  const check = () =>
    act('check', async () => {
      setReport(await apiCall(deploymentsDriftCheck, { params: { id: deploymentId } }));
      return undefined;
    });
  const revert = () =>
    act('revert', async () => {
      setReview(await apiCall(deploymentsChangeSetCreate, { params: { id: deploymentId }, body: REVERT }));
      return undefined;
    });
  const applyRevert = (name: string) =>
    act('apply', async () => {
      await apiCall(deploymentsChangeSetExecute, { params: { id: deploymentId, name }, body: REVERT });
      setReview(undefined);
      return DRIFT.reverting;
    });
  const cancelRevert = (name: string) =>
    act('cancel', async () => {
      await apiCall(deploymentsChangeSetDelete, { params: { id: deploymentId, name } });
      setReview(undefined);
      return undefined;
    });
  const adopt = (row: Row) =>
    act(`${row.logical_id}${row.path}`, async () => {
      const answer = await apiCall(deploymentsDriftAdopt, {
        params: { id: deploymentId },
        body: { logical_id: row.logical_id, path: row.path },
      });
      const scores = Object.entries(answer.scores)
        .map(([framework, score]) => `${framework} ${score}%`)
        .join(', ');
      return DRIFT.adopted(scores);
    });

  const rows: Row[] = (report?.resources ?? []).flatMap((r) =>
    r.properties.map((p) => ({ ...p, logical_id: r.logical_id, type: r.type })),
  );
  const drifted = (report?.resources ?? []).filter((r) => r.status === 'MODIFIED' || r.status === 'DELETED');

  return (
    <SpaceBetween size="m">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button onClick={() => void check()} loading={working === 'check'} disabled={busy}>
          {DRIFT.check}
        </Button>
        {drifted.length > 0 && (
          <Button onClick={() => void revert()} loading={working === 'revert'} disabled={busy}>
            {DRIFT.revert}
          </Button>
        )}
      </SpaceBetween>
      {message && <Alert type={message.type}>{message.text}</Alert>}
      <Modal
        visible={review !== undefined}
        size="large"
        header={DRIFT.revertTitle}
        closeAriaLabel={COMMON.close}
        onDismiss={() => review && !working && void cancelRevert(review.change_set_name)}
        footer={
          review && (
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="link"
                  disabled={working !== undefined}
                  onClick={() => void cancelRevert(review.change_set_name)}
                >
                  {DEPLOYMENT_CHANGES.cancelChangeSet}
                </Button>
                <Button
                  variant="primary"
                  loading={working === 'apply'}
                  onClick={() => void applyRevert(review.change_set_name)}
                >
                  {DEPLOYMENT_CHANGES.apply}
                </Button>
              </SpaceBetween>
            </Box>
          )
        }
      >
        {review && (
          <SpaceBetween size="m">
            {message?.type === 'error' && <Alert type="error">{message.text}</Alert>}
            <Box variant="p">{DRIFT.revertIntro}</Box>
            <KeyValuePairs
              columns={2}
              items={[
                { label: DEPLOYMENT_CHANGES.scoreBefore, value: String(review.score_before ?? '-') },
                { label: DEPLOYMENT_CHANGES.scoreAfter, value: String(review.score_after ?? '-') },
              ]}
            />
            <ChangeSetTable changes={review.changes} />
          </SpaceBetween>
        )}
      </Modal>
      <div data-testid="drift-status">
        {report === undefined ? null : report === null ? (
          <Box color="text-body-secondary">{DRIFT.never}</Box>
        ) : report.status === 'IN_SYNC' ? (
          <StatusIndicator type="success">{DRIFT.inSync(when(report.checked_at))}</StatusIndicator>
        ) : (
          <StatusIndicator type="warning">
            {DRIFT.drifted(drifted.length, when(report.checked_at))}
          </StatusIndicator>
        )}
        {report?.trigger === 'scheduled' && <Badge>{DRIFT.scheduled}</Badge>}
      </div>
      {rows.length > 0 && (
        <>
          <Box variant="small" color="text-body-secondary">
            {DRIFT.revertHint}
          </Box>
          <Table
            variant="embedded"
            ariaLabels={{ tableLabel: DRIFT.tab }}
            trackBy={(row) => `${row.logical_id}${row.path}`}
            wrapLines
            items={rows}
            columnDefinitions={[
              {
                id: 'resource',
                header: DRIFT.columns.resource,
                cell: (r) => <BreakableId id={r.logical_id} />,
              },
              { id: 'property', header: DRIFT.columns.property, cell: (r) => <code>{r.path}</code> },
              {
                id: 'expected',
                header: DRIFT.columns.expected,
                cell: (r) => <code>{shown(r.expected)}</code>,
              },
              { id: 'actual', header: DRIFT.columns.actual, cell: (r) => <code>{shown(r.actual)}</code> },
              {
                id: 'controls',
                header: DRIFT.columns.controls,
                cell: (r) =>
                  r.broken_controls.length === 0 ? (
                    DRIFT.none
                  ) : (
                    <SpaceBetween size="xxs">
                      {r.broken_controls.map((c) => (
                        <span key={`${c.framework}${c.control_id}${c.rule_id}`}>
                          <Badge color={c.severity === 'critical' || c.severity === 'high' ? 'red' : 'grey'}>
                            {c.severity}
                          </Badge>{' '}
                          {c.framework} {c.control_id}: {c.title}
                        </span>
                      ))}
                    </SpaceBetween>
                  ),
              },
              {
                id: 'actions',
                header: DRIFT.columns.actions,
                cell: (r) => (
                  <Button
                    variant="inline-link"
                    onClick={() => void adopt(r)}
                    loading={working === `${r.logical_id}${r.path}`}
                    disabled={busy}
                  >
                    {DRIFT.adopt}
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
    </SpaceBetween>
  );
}

/** The Drift tab of a deployment's row (its panel is busy while the deployment is in progress). */
export function driftTab(deploymentId: string, status: string) {
  return {
    id: 'drift',
    label: DRIFT.tab,
    content: <DriftPanel deploymentId={deploymentId} busy={isDeploymentInProgress(status)} />,
  };
}
