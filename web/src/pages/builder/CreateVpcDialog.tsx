import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useRef, useState } from 'react';
import { isStackSettled } from '#shared/api/deployment-status';
import { awsResourcesCreateVpc } from '#shared/api/endpoints/aws-resources';
import { createVpcProblems } from '#shared/api/vpc-form';
import { COMMON } from '#shared/messages';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { ERRORS, TOASTS } from '#shared/messages/feedback';
import { ApiError, apiCall } from '#web/api/client';
import { focusFirstInvalid } from '#web/components/focus';
import { useFieldErrors } from '#web/components/use-field-errors';
import { useFollowDeployment } from '#web/components/use-follow-deployment';
import { useNotifications } from '../../notifications/NotificationsContext';
import { vpcOutcome } from './vpc-outcome';

interface Props {
  visible: boolean;
  accountId: string;
  region: string;
  onClose: () => void;
  onCreated: (vpcId: string, subnetIds: string[]) => void;
}

/** 'Create compliant VPC' (spec section 2): what it creates, then open -> 'Creating...' -> closed. */
export function CreateVpcDialog({ visible, accountId, region, onClose, onCreated }: Props) {
  const { notify } = useNotifications();
  const [name, setName] = useState<string>(BUILDER.defaultVpcName);
  const [cidr, setCidr] = useState('10.0.0.0/16');
  const errors = useFieldErrors(createVpcProblems({ name, cidr }));
  const form = useRef<HTMLDivElement>(null);
  const [creating, setCreating] = useState(false);
  // the VPC's stack outlasted the request (real AWS takes longer than API Gateway waits): follow it
  const [following, setFollowing] = useState<{ deploymentId: string; note: string }>();
  // why the last attempt failed, said in the dialog as well as in a toast
  const [failure, setFailure] = useState<string>();
  const fail = (message: string) => {
    setFailure(message);
    notify({ id: 'create-vpc', type: 'error', header: message });
    setCreating(false);
  };
  const finish = (outcome: ReturnType<typeof vpcOutcome>) => {
    if (outcome.kind === 'waiting') return;
    setFollowing(undefined);
    setCreating(false);
    if (outcome.kind === 'failed') return fail(outcome.message);
    notify({ id: 'create-vpc', type: 'success', header: TOASTS.vpcCreated(outcome.vpcId) });
    onCreated(outcome.vpcId, outcome.subnetIds);
    onClose();
  };
  useFollowDeployment(
    following?.deploymentId,
    (deployment) => isStackSettled(deployment.status),
    (deployment) => finish(vpcOutcome(deployment)),
    () => finish({ kind: 'failed', message: BUILDER_VIEW.vpcStackGone(name) }),
  );

  const create = async () => {
    if (!errors.attempt()) return focusFirstInvalid(form.current);
    setFailure(undefined);
    setCreating(true);
    notify({ id: 'create-vpc', type: 'info', header: TOASTS.creatingVpc });
    try {
      const answer = await apiCall(awsResourcesCreateVpc, {
        body: { aws_account_id: accountId, region, vpc_name: name, cidr_block: cidr },
      });
      if (!answer.success && answer.deployment_id) {
        // still being created, or ended badly: the deployment says which
        setFollowing({ deploymentId: answer.deployment_id, note: answer.message });
        return;
      }
      if (!answer.success || !answer.vpc_id) return fail(answer.error || ERRORS.createVpc);
      notify({ id: 'create-vpc', type: 'success', header: TOASTS.vpcCreated(answer.vpc_id) });
      setCreating(false);
      onCreated(answer.vpc_id, answer.subnet_ids);
      onClose();
    } catch (error) {
      fail(error instanceof ApiError ? error.detail || ERRORS.createVpc : ERRORS.createCompliantVpc);
    }
  };

  return (
    <Modal
      visible={visible}
      position="top"
      closeAriaLabel={COMMON.close}
      onDismiss={() => !creating && onClose()}
      header={BUILDER.createCompliantVpc}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={creating}>
              {BUILDER.cancel}
            </Button>
            <Button variant="primary" onClick={() => void create()} loading={creating}>
              {creating ? BUILDER.creating : BUILDER.createVpc}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div ref={form}>
        <SpaceBetween size="m">
          <FormField label={BUILDER_VIEW.vpcName} errorText={errors.errorOf('name')}>
            <Input
              value={name}
              disabled={creating}
              onBlur={() => errors.touch('name')}
              onChange={({ detail }) => {
                errors.touch('name');
                setName(detail.value);
              }}
            />
          </FormField>
          <FormField
            label={BUILDER_VIEW.cidrBlock}
            constraintText={BUILDER_VIEW.cidrRule}
            errorText={errors.errorOf('cidr')}
          >
            <Input
              value={cidr}
              disabled={creating}
              onBlur={() => errors.touch('cidr')}
              onChange={({ detail }) => {
                errors.touch('cidr');
                setCidr(detail.value);
              }}
            />
          </FormField>
          {following && (
            <Alert
              type="info"
              header={
                <span>
                  <Spinner /> {BUILDER_VIEW.waitingForVpc}
                </span>
              }
            >
              <span data-testid="vpc-following">
                {following.note} {BUILDER_VIEW.waitsThenSelects}
              </span>
            </Alert>
          )}
          <Box variant="p">{BUILDER_VIEW.vpcCreates(region)}</Box>
          <ul>
            {BUILDER_VIEW.vpcParts.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
          {failure && (
            <Alert type="error" header={ERRORS.createVpc}>
              {failure}
            </Alert>
          )}
        </SpaceBetween>
      </div>
    </Modal>
  );
}
