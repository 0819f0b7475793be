import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo } from 'react';
import { templatesDeployDirect } from '#shared/api/endpoints/templates';
import type { TemplateDetail } from '#shared/api/template-schema';
import { listItems, subnetParameter, subnetParameters, vpcParameter } from '#shared/catalog/parameter-values';
import { subnetTierOf } from '#shared/catalog/subnet-tier';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { apiCall } from '#web/api/client';
import { useFieldErrors } from '#web/components/use-field-errors';
import { DeployModal } from '../../components/DeployModal';
import { DeploymentEstimateView } from './DeploymentEstimateView';
import { type DeployTarget, DeployTargetFields } from './DeployTargetFields';
import { deployFormProblems, existingVpcSubnets, needsVpc, preselectedSubnets } from './deploy-form';
import { SubnetChecklist } from './SubnetChecklist';
import { useSubnets, useVpcs } from './use-vpcs';
import { VpcSelect } from './VpcSelect';

interface Props extends DeployTarget {
  template: TemplateDetail;
  values: Record<string, string>;
  onValuesChange: (values: Record<string, string>) => void;
  onClose: () => void;
}

/** 'Deploy {template_name}': account, region, stack name and, for the VPC templates, VPC and subnets. */
export function DeployDialog(props: Props) {
  const { template, values, accounts, accountId, region, stackName } = props;
  const parameters = template.parameters ?? [];
  const vpcParam = vpcParameter(parameters);
  const subnetParam = subnetParameter(parameters);
  const withVpc = needsVpc(template.slug);
  const vpcId = vpcParam ? (values[vpcParam.name] ?? '') : '';
  const subnetIds = subnetParam ? listItems(values[subnetParam.name] ?? '') : [];
  const vpcs = useVpcs(withVpc ? accountId || undefined : undefined, region);
  const subnets = useSubnets(withVpc ? accountId || undefined : undefined, region, vpcId);
  const zones = Object.fromEntries(subnets.subnets.map((s) => [s.subnet_id, s.availability_zone]));
  const problems = deployFormProblems({
    slug: template.slug,
    accountId,
    stackName,
    vpcId,
    subnetIds,
    subnetZones: zones,
  });
  const errors = useFieldErrors(problems);
  // an internet-facing load balancer in the chosen subnets needs the public ones
  const subnetTier = useMemo(
    () => subnetTierOf(template.template_body, subnetParam?.name),
    [template.template_body, subnetParam?.name],
  );
  const networkMissing = withVpc && (!vpcId || subnetIds.length < 2);
  // the template's other subnet fields (a web server's private ones), each by its own tier: the
  // checklist below picks the first field's; these follow the VPC as the configure panel's do
  const otherSubnetFields = useMemo(
    () =>
      subnetParameters(template.parameters ?? [])
        .slice(1)
        .map((p) => ({ name: p.name, tier: subnetTierOf(template.template_body, p.name) })),
    [template],
  );
  const otherSubnets = (pick: (tier: 'public' | 'private') => string[]) =>
    Object.fromEntries(otherSubnetFields.map((field) => [field.name, pick(field.tier).join(',')]));

  const setNetwork = (vpc: string, chosen: readonly string[], others: Record<string, string> = {}) =>
    props.onValuesChange({
      ...values,
      ...(vpcParam && { [vpcParam.name]: vpc }),
      ...(subnetParam && { [subnetParam.name]: chosen.join(',') }),
      ...Object.fromEntries(
        otherSubnetFields.map((field) => [field.name, others[field.name] ?? values[field.name] ?? '']),
      ),
    });

  // an existing VPC chosen: its subnets fill the other subnet fields still empty
  const listed = subnets.listedFor === vpcId && vpcId !== '' ? subnets.subnets : undefined;
  const { onValuesChange } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a VPC's subnets arrive, not on every value typed
  useEffect(() => {
    if (!listed || listed.length === 0) return;
    const blank = otherSubnetFields.filter((field) => !values[field.name]?.trim());
    if (blank.length === 0) return;
    onValuesChange({
      ...values,
      ...Object.fromEntries(
        blank.map((field) => [field.name, existingVpcSubnets(listed, field.tier).join(',')]),
      ),
    });
  }, [listed, otherSubnetFields]);

  const send = () =>
    apiCall(templatesDeployDirect, {
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

  return (
    <DeployModal
      title={BUILDER.deployTitle(template.name)}
      canDeploy={!networkMissing}
      noAccounts={accounts.length === 0}
      validate={errors.attempt}
      send={send}
      onClose={props.onClose}
    >
      {(deploying) => (
        <>
          {/* the account, region and stack name, and their handlers, are this dialog's own props */}
          <DeployTargetFields {...props} disabled={deploying} errors={errors} />
          {withVpc && (
            <SpaceBetween size="m">
              <FormField label={BUILDER_VIEW.vpc} errorText={errors.errorOf('vpc')}>
                <VpcSelect
                  accountId={accountId}
                  region={region}
                  vpcs={vpcs.vpcs}
                  loading={vpcs.loading}
                  vpcId={vpcId}
                  disabled={deploying || !accountId}
                  onReload={() => void vpcs.reload()}
                  onChange={(vpc) =>
                    setNetwork(
                      vpc,
                      [],
                      otherSubnets(() => []),
                    )
                  }
                  onCreated={(vpc, created) => {
                    void vpcs.reload();
                    setNetwork(
                      vpc,
                      preselectedSubnets(created, subnetTier),
                      otherSubnets((tier) => preselectedSubnets(created, tier)),
                    );
                  }}
                />
              </FormField>
              <FormField label={BUILDER_VIEW.subnets} errorText={errors.errorOf('subnets')}>
                <SubnetChecklist
                  vpcId={vpcId}
                  subnets={subnets.subnets}
                  loading={subnets.loading}
                  selected={subnetIds}
                  disabled={deploying}
                  onChange={(chosen) => {
                    errors.touch('subnets');
                    setNetwork(vpcId, chosen);
                  }}
                />
              </FormField>
              <Alert type="info">{BUILDER.vpcHint}</Alert>
            </SpaceBetween>
          )}
          <DeploymentEstimateView
            templateBody={template.template_body}
            region={region}
            values={values}
            frameworks={template.frameworks}
          />
        </>
      )}
    </DeployModal>
  );
}
