import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { templatesDeployDirect } from '#shared/api/routes/templates';
import type { TemplateDetail } from '#shared/api/template-schema';
import { listItems, subnetParameter, vpcParameter } from '#shared/catalog/parameter-values';
import { BUILDER, TOASTS } from '#shared/messages';
import { apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';
import { DeploymentEstimateView } from './DeploymentEstimateView';
import { DeployTargetFields, deployFailure, REDIRECT_MS } from './DeployTargetFields';
import { deployFormProblem, needsVpc, preselectedSubnets } from './deploy-form';
import { SubnetChecklist } from './SubnetChecklist';
import { useSubnets, useVpcs } from './use-vpcs';
import { VpcSelect } from './VpcSelect';

interface Props {
  template: TemplateDetail;
  values: Record<string, string>;
  accounts: AwsAccountView[];
  accountId: string;
  region: string;
  stackName: string;
  onAccountChange: (accountId: string) => void;
  onRegionChange: (region: string) => void;
  onStackNameChange: (stackName: string) => void;
  onValuesChange: (values: Record<string, string>) => void;
  onClose: () => void;
}

/** 'Deploy {template_name}': account, region, stack name and, for the VPC templates, VPC and subnets. */
export function DeployDialog(props: Props) {
  const { template, values, accounts, accountId, region, stackName } = props;
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [deploying, setDeploying] = useState(false);
  const parameters = template.parameters ?? [];
  const vpcParam = vpcParameter(parameters);
  const subnetParam = subnetParameter(parameters);
  const withVpc = needsVpc(template.slug);
  const vpcId = vpcParam ? (values[vpcParam.name] ?? '') : '';
  const subnetIds = subnetParam ? listItems(values[subnetParam.name] ?? '') : [];
  const vpcs = useVpcs(withVpc ? accountId || undefined : undefined, region);
  const subnets = useSubnets(withVpc ? accountId || undefined : undefined, region, vpcId);
  const zones = Object.fromEntries(subnets.subnets.map((s) => [s.subnet_id, s.availability_zone]));
  const problem = deployFormProblem({
    slug: template.slug,
    accountId,
    stackName,
    vpcId,
    subnetIds,
    subnetZones: zones,
  });
  const networkMissing = withVpc && (!vpcId || subnetIds.length < 2);

  const setNetwork = (vpc: string, chosen: readonly string[]) =>
    props.onValuesChange({
      ...values,
      ...(vpcParam && { [vpcParam.name]: vpc }),
      ...(subnetParam && { [subnetParam.name]: chosen.join(',') }),
    });

  const deploy = async () => {
    if (problem) return notify({ id: 'deploy', type: 'error', header: problem });
    setDeploying(true);
    try {
      await apiCall(templatesDeployDirect, {
        body: {
          template_id: template.template_id,
          template_slug: template.slug,
          stack_name: stackName.trim(),
          aws_account_id: accountId,
          region,
          parameter_values: values,
          vpc_id: vpcId || null,
          subnet_ids: subnetIds,
        },
      });
      notify({ id: 'deploy', type: 'success', header: TOASTS.deploymentInitiated });
      props.onClose();
      setTimeout(() => void navigate('/deployments'), REDIRECT_MS);
    } catch (error) {
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
      header={BUILDER.deployTitle(template.name)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose} disabled={deploying}>
              {BUILDER.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void deploy()}
              disabled={deploying || noAccounts || networkMissing}
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
          {withVpc && (
            <>
              <FormField label="VPC">
                <VpcSelect
                  accountId={accountId}
                  region={region}
                  vpcs={vpcs.vpcs}
                  loading={vpcs.loading}
                  vpcId={vpcId}
                  disabled={deploying || !accountId}
                  onReload={() => void vpcs.reload()}
                  onChange={(vpc) => setNetwork(vpc, [])}
                  onCreated={(vpc, created) => {
                    void vpcs.reload();
                    setNetwork(vpc, preselectedSubnets(created));
                  }}
                />
              </FormField>
              <FormField label="Subnets">
                <SubnetChecklist
                  vpcId={vpcId}
                  subnets={subnets.subnets}
                  loading={subnets.loading}
                  selected={subnetIds}
                  disabled={deploying}
                  onChange={(chosen) => setNetwork(vpcId, chosen)}
                />
              </FormField>
              <Alert type="info">{BUILDER.vpcHint}</Alert>
            </>
          )}
          <DeploymentEstimateView templateBody={template.template_body} region={region} values={values} />
          {problem && <Box color="text-status-error">{problem}</Box>}
        </SpaceBetween>
      )}
    </Modal>
  );
}
