import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { awsResourcesCreateVpc } from '#shared/api/routes/aws-resources';
import { BUILDER, ERRORS, TOASTS } from '#shared/messages';
import { ApiError, apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

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
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    notify({ id: 'create-vpc', type: 'info', header: TOASTS.creatingVpc });
    try {
      const answer = await apiCall(awsResourcesCreateVpc, {
        body: { aws_account_id: accountId, region, vpc_name: name, cidr_block: cidr },
      });
      if (!answer.success || !answer.vpc_id) {
        notify({ id: 'create-vpc', type: 'error', header: answer.error || ERRORS.createVpc });
        return;
      }
      notify({ id: 'create-vpc', type: 'success', header: TOASTS.vpcCreated(answer.vpc_id) });
      onCreated(answer.vpc_id, answer.subnet_ids);
      onClose();
    } catch (error) {
      const header = error instanceof ApiError ? error.detail || ERRORS.createVpc : ERRORS.createCompliantVpc;
      notify({ id: 'create-vpc', type: 'error', header });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Modal
      visible={visible}
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
      <SpaceBetween size="m">
        <FormField label="VPC name">
          <Input value={name} onChange={({ detail }) => setName(detail.value)} disabled={creating} />
        </FormField>
        <FormField label="CIDR block" constraintText="A /16 block, for example 10.0.0.0/16.">
          <Input value={cidr} onChange={({ detail }) => setCidr(detail.value)} disabled={creating} />
        </FormField>
        <Box variant="p">In {region}, this creates:</Box>
        <ul>
          <li>3 public subnets, one per availability zone</li>
          <li>3 private subnets, one per availability zone</li>
          <li>An internet gateway</li>
          <li>Route tables for the public and private subnets</li>
          <li>VPC flow logs, kept 365 days</li>
        </ul>
      </SpaceBetween>
    </Modal>
  );
}
