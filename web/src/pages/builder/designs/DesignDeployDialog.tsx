import Box from '@cloudscape-design/components/box';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import type { DesignFull } from '#shared/api/designs';
import { templatesDeploy } from '#shared/api/routes/designs';
import { BUILDER, TOASTS } from '#shared/messages';
import { apiCall } from '#web/api/client';
import { useFieldErrors } from '#web/components/use-field-errors';
import { DeployModal } from '../../../components/DeployModal';
import { useNotifications } from '../../../notifications/NotificationsContext';
import { DeploymentEstimateView } from '../DeploymentEstimateView';
import { DeployTargetFields, deployFailure, REDIRECT_MS } from '../DeployTargetFields';
import { deployFormProblems } from '../deploy-form';
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
  const errors = useFieldErrors(
    deployFormProblems({ slug: 'design', accountId, stackName, vpcId: '', subnetIds: [], subnetZones: {} }),
  );
  const [failure, setFailure] = useState<string>();

  const deploy = async () => {
    setDeploying(true);
    setFailure(undefined);
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
      // the dialog stays open with the account, region and name as they were, and says why
      setFailure(deployFailure(error));
      notify({ id: 'deploy', type: 'error', header: deployFailure(error) });
      setDeploying(false);
    }
  };

  return (
    <DeployModal
      title={BUILDER.deployTitle(design.name)}
      deploying={deploying}
      canDeploy
      noAccounts={accounts.length === 0}
      error={failure}
      onDeploy={() => {
        if (!errors.attempt()) return false;
        void deploy();
        return true;
      }}
      onClose={props.onClose}
    >
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
        errors={errors}
        onAccountChange={props.onAccountChange}
        onRegionChange={props.onRegionChange}
        onStackNameChange={props.onStackNameChange}
      />
      <DeploymentEstimateView templateBody={design.template} region={region} values={values} />
    </DeployModal>
  );
}
