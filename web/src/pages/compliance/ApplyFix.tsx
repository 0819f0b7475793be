import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FixPreview } from '#shared/api/compliance-schema';
import { isDeploymentInProgress, isStackUpdating } from '#shared/api/deployment-status';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages/deployments';
import { detailOr } from '#web/api/client';
import { useFollowDeployment } from '#web/components/use-follow-deployment';
import { useNotifications } from '../../notifications/NotificationsContext';

/** Where the fix goes, for the confirmation to name. */
export interface FixTarget {
  stackName: string;
  accountNumber: string;
  region: string;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'previewing' }
  | { kind: 'confirming'; preview: FixPreview }
  | { kind: 'applying'; preview: FixPreview }
  | { kind: 'following'; deploymentId: string; started: DeploymentStatus }
  | { kind: 'refused'; reason: string };

/** Where the followed update stands. */
interface DeploymentStatus {
  status: string;
  reason: string;
}

const WORDS = COMPLIANCE_VIEW.fix;

const label = (status: string) => DEPLOYMENT_STATUS_LABELS[status] ?? status;

/**
 * 'Apply fix': the server first works out CloudFormation's change set of the fix on the deployed
 * stack (refusing, with the list, when a resource that holds data would be replaced or removed);
 * the confirmation names the stack and the account and lists each change. Confirmed, the server
 * executes that change set (it computes the patch again itself), and the update is followed live
 * until CloudFormation settles; 'Updated' is toasted, then a new scan confirms the violation went.
 */
export function ApplyFix({
  target,
  preview,
  apply,
  children,
}: {
  target: FixTarget;
  preview: () => Promise<FixPreview>;
  apply: () => Promise<{ deployment_id: string; status: string }>;
  /** the other actions, beside 'Apply fix' (above the confirmation or progress once pressed) */
  children?: ReactNode;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const start = async () => {
    setStep({ kind: 'previewing' });
    try {
      setStep({ kind: 'confirming', preview: await preview() });
    } catch (error) {
      setStep({
        kind: 'refused',
        reason: detailOr(error, WORDS.changeSetFailed),
      });
    }
  };
  if (step.kind === 'idle' || step.kind === 'previewing') {
    return (
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          variant="primary"
          iconName="upload"
          loading={step.kind === 'previewing'}
          onClick={() => void start()}
        >
          {WORDS.apply}
        </Button>
        {children}
      </SpaceBetween>
    );
  }
  return (
    <SpaceBetween size="s">
      {children}
      <ApplyFixStep step={step} setStep={setStep} target={target} apply={apply} />
    </SpaceBetween>
  );
}

const ACTION_LABELS: Record<FixPreview['changes'][number]['action'], string> = WORDS.actions;

/** The change set, one line per resource: what CloudFormation will do to it. */
function ChangeList({ preview }: { preview: FixPreview }) {
  return (
    <ul aria-label={WORDS.changes} style={{ margin: 0, paddingInlineStart: 18 }}>
      {preview.changes.map((c) => (
        <li key={`${c.action} ${c.logical_id}`}>
          <strong>{ACTION_LABELS[c.action]}</strong>
          {c.conditional ? WORDS.mayBeReplaced : ''} {c.logical_id} ({c.resource_type})
          {c.properties.length > 0 ? `: ${c.properties.join(', ')}` : ''}
        </li>
      ))}
    </ul>
  );
}

function ApplyFixStep({
  step,
  setStep,
  target,
  apply,
}: {
  step: Exclude<Step, { kind: 'idle' } | { kind: 'previewing' }>;
  setStep: (step: Step) => void;
  target: FixTarget;
  apply: () => Promise<{ deployment_id: string; status: string }>;
}) {
  const confirm = async (preview: FixPreview) => {
    setStep({ kind: 'applying', preview });
    try {
      const started = await apply();
      setStep({
        kind: 'following',
        deploymentId: started.deployment_id,
        started: { status: started.status, reason: '' },
      });
    } catch (error) {
      setStep({
        kind: 'refused',
        reason: detailOr(error, WORDS.applyFailed),
      });
    }
  };

  if (step.kind === 'following') {
    return <UpdateProgress target={target} deploymentId={step.deploymentId} started={step.started} />;
  }
  if (step.kind === 'refused') return <Alert type="error">{step.reason}</Alert>;
  return (
    <Alert
      type="warning"
      header={WORDS.confirmTitle(target.stackName)}
      action={
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => setStep({ kind: 'idle' })} disabled={step.kind === 'applying'}>
            {WORDS.cancel}
          </Button>
          <Button
            variant="primary"
            loading={step.kind === 'applying'}
            onClick={() => void confirm(step.preview)}
          >
            {WORDS.updateStack}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="xs">
        <Box>
          {WORDS.executesOn} <strong>{target.stackName}</strong> {WORDS.inAccount}{' '}
          <strong>{target.accountNumber}</strong> ({target.region}) {WORDS.withPatched}
        </Box>
        <ChangeList preview={step.preview} />
      </SpaceBetween>
    </Alert>
  );
}

function UpdateProgress({
  target,
  deploymentId,
  started,
}: {
  target: FixTarget;
  deploymentId: string;
  started: DeploymentStatus;
}) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [current, setCurrent] = useState(started);
  useFollowDeployment(
    deploymentId,
    (deployment) => !isDeploymentInProgress(deployment.status),
    (deployment) => setCurrent({ status: deployment.status, reason: deployment.status_reason }),
  );
  const toasted = useRef(false);
  const done = current.status === 'UPDATE_COMPLETE';
  useEffect(() => {
    if (!done || toasted.current) return;
    toasted.current = true;
    notify({
      id: `fix-${deploymentId}`,
      type: 'success',
      header: WORDS.applied(target.stackName),
    });
  }, [done, deploymentId, notify, target.stackName]);

  const deployments = (
    <Link
      href="/deployments"
      onFollow={(event) => {
        event.preventDefault();
        navigate('/deployments');
      }}
    >
      {WORDS.viewOnDeployments}
    </Link>
  );
  if (isStackUpdating(current.status) || current.status === 'pending') {
    return (
      <Alert type="info" header={WORDS.updating(target.stackName)}>
        <SpaceBetween size="xxs">
          <StatusIndicator type="in-progress">{label(current.status)}</StatusIndicator>
          <Box>
            {WORDS.followingLive} {deployments}
          </Box>
        </SpaceBetween>
      </Alert>
    );
  }
  if (done) {
    return (
      <Alert type="success" header={WORDS.updated(target.stackName)}>
        <SpaceBetween size="xxs">
          <StatusIndicator type="success">{label(current.status)}</StatusIndicator>
          <Box>
            {WORDS.scanAgain} {deployments}
          </Box>
        </SpaceBetween>
      </Alert>
    );
  }
  return (
    <Alert type="error" header={WORDS.notCompleted(target.stackName)}>
      <SpaceBetween size="xxs">
        <StatusIndicator type="error">{label(current.status)}</StatusIndicator>
        {current.reason && <Box>{current.reason}</Box>}
        <Box>{deployments}</Box>
      </SpaceBetween>
    </Alert>
  );
}
