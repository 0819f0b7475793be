import Box from '@cloudscape-design/components/box';
import { useMemo } from 'react';
import type { DesignFull } from '#shared/api/designs';
import { templatesDeploy } from '#shared/api/endpoints/designs';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { apiCall } from '#web/api/client';
import { useFieldErrors } from '#web/components/use-field-errors';
import { DeployModal } from '../../../components/DeployModal';
import { DeploymentEstimateView } from '../DeploymentEstimateView';
import { type DeployTarget, DeployTargetFields } from '../DeployTargetFields';
import { deployFormProblems } from '../deploy-form';
import { composedValues } from './design-logic';

interface Props extends DeployTarget {
  design: DesignFull;
  onClose: () => void;
}

/**
 * 'Deploy {design name}': the builder's account, region and stack name, then the composed template
 * goes out as one stack (POST /api/templates/deploy); on success to /deployments, as the builder's.
 */
export function DesignDeployDialog(props: Props) {
  const { design, accounts, accountId, region, stackName } = props;
  const values = useMemo(() => composedValues(design), [design]);
  const errors = useFieldErrors(
    deployFormProblems({ slug: 'design', accountId, stackName, vpcId: '', subnetIds: [], subnetZones: {} }),
  );
  const send = () =>
    apiCall(templatesDeploy, {
      body: { design_id: design.design_id, stack_name: stackName.trim(), aws_account_id: accountId, region },
    });

  return (
    <DeployModal
      title={BUILDER.deployTitle(design.name)}
      canDeploy
      noAccounts={accounts.length === 0}
      validate={errors.attempt}
      send={send}
      onClose={props.onClose}
    >
      {(deploying) => (
        <>
          <Box variant="p">
            {BUILDER_VIEW.designDeploys(
              design.instances.length,
              design.connections.length,
              design.resource_count,
            )}
          </Box>
          {/* the account, region and stack name, and their handlers, are this dialog's own props */}
          <DeployTargetFields {...props} disabled={deploying} errors={errors} />
          <DeploymentEstimateView templateBody={design.template} region={region} values={values} />
        </>
      )}
    </DeployModal>
  );
}
