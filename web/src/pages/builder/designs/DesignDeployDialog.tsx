import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import type { DesignFull } from '#shared/api/designs';
import { templatesDeploy } from '#shared/api/routes/designs';
import { BUILDER, TOASTS } from '#shared/messages';
import { apiCall } from '#web/api/client';
import { useNotifications } from '../../../notifications/NotificationsContext';
import { DeploymentEstimateView } from '../DeploymentEstimateView';
import { DeployTargetFields, deployFailure, REDIRECT_MS } from '../DeployTargetFields';
import { deployFormProblem } from '../deploy-form';
import { composedValues } from './design-logic';

interface Props {
  design: DesignFull;
  accounts: AwsAccountView[];
  accountId: string;
  region: string;
  stackName: string;
  onAccountChange: (accountId: string) => void;
  onRegionChange: (region: string) => void;
  onStackNameChange: (stackName: string) => void;
  onClose: () => void;
}

/**
 * 'Deploy {design name}': the builder's account, region and stack name, then the composed template
 * goes out as one stack (POST /api/templates/deploy); on success to /deployments, as the builder's.
 */
export function DesignDeployDialog(props: Props) {
  const { design, accounts, accountId, region, stackName } = props;
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [deploying, setDeploying] = useState(false);
  const values = useMemo(() => composedValues(design), [design]);
  const problem = deployFormProblem({
    slug: 'design',
    accountId,
    stackName,
    vpcId: '',
    subnetIds: [],
    subnetZones: {},
  });

  const deploy = async () => {
    if (problem) return notify({ id: 'deploy', type: 'error', header: problem });
    setDeploying(true);
    try {
      await apiCall(templatesDeploy, {
        body: {
          design_id: design.design_id,
          stack_name: stackName.trim(),
          aws_account_id: accountId,
          region,
        },
      });
      notify({ id: 'deploy', type: 'success', header: TOASTS.deploymentInitiated });
      props.onClose();
      setTimeout(() => void navigate('/deployments'), REDIRECT_MS);
    } catch (error) {
      // the dialog stays open with the account, region and name as they were
      notify({ id: 'deploy', type: 'error', header: deployFailure(error) });
      setDeploying(false);
    }
  };

  const noAccounts = accounts.length === 0;
  return (
    <Modal
      visible
      size="medium"
      onDismiss={() => !deploying && props.onClose()}
      header={BUILDER.deployTitle(design.name)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose} disabled={deploying}>
              {BUILDER.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void deploy()}
              disabled={deploying || noAccounts}
              loading={deploying}
            >
              {deploying ? BUILDER.deploying : BUILDER.deployToAws}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {noAccounts ? (
        <SpaceBetween size="s">
          <Box variant="p">{BUILDER.noAccountsLinked}</Box>
          <Button onClick={() => void navigate('/aws-accounts')}>{BUILDER.linkAwsAccount}</Button>
        </SpaceBetween>
      ) : (
        <SpaceBetween size="m">
          <Box variant="p">
            {design.instances.length} templates, {design.connections.length} connection
            {design.connections.length === 1 ? '' : 's'} and {design.resource_count} resources deploy as one
            CloudFormation stack.
          </Box>
          <DeployTargetFields
            accounts={accounts}
            accountId={accountId}
            region={region}
            stackName={stackName}
            disabled={deploying}
            onAccountChange={props.onAccountChange}
            onRegionChange={props.onRegionChange}
            onStackNameChange={props.onStackNameChange}
          />
          <DeploymentEstimateView templateBody={design.template} region={region} values={values} />
          {problem && <Box color="text-status-error">{problem}</Box>}
        </SpaceBetween>
      )}
    </Modal>
  );
}
