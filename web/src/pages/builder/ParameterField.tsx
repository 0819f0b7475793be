import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { ReactNode } from 'react';
import { al2023Image } from '#shared/catalog/al2023-images';
import { listItems } from '#shared/catalog/parameter-values';
import type { TemplateParameter } from '#shared/catalog/types';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { useConfig } from '../../config/ConfigContext';
import {
  al2023Value,
  CERTIFICATE_EXAMPLE,
  certificateConsoleUrl,
  controlOf,
  keyPairConsoleUrl,
  labelOf,
  sandboxCertificateArn,
  takesSsmParameter,
} from './parameter-ui';
import type { SecurityGroup, Subnet, Vpc } from './use-vpcs';
import { VpcSelect } from './VpcSelect';

/** What the VPC and subnet fields list from the chosen account. */
export interface NetworkChoices {
  accountId?: string;
  region: string;
  vpcs: Vpc[];
  vpcsLoading: boolean;
  reloadVpcs: () => void;
  subnets: Subnet[];
  subnetsLoading: boolean;
  /** a VPC created from the field: choose it and its pre-selected subnets */
  onVpcCreated: (vpcId: string, subnetIds: string[]) => void;
  /** shown in place of a VPC list when no account is linked */
  noAccount: ReactNode;
  /**
   * when the template has subnet or security-group fields but no VPC parameter: the VPC their
   * lists come from, chosen in the field named `field` (the first of them)
   */
  listVpc?: { field: string; vpcId: string; onChange: (vpcId: string) => void };
  securityGroups: SecurityGroup[];
  securityGroupsLoading: boolean;
}

interface Props {
  parameter: TemplateParameter;
  value: string;
  error?: string;
  network: NetworkChoices;
  onChange: (value: string) => void;
}

/** One parameter of the configure panel, drawn by its name's special handling or its type. */
export function ParameterField({ parameter, value, error, network, onChange }: Props) {
  const label = (
    <span>
      {labelOf(parameter)}
      {parameter.is_required && <span aria-hidden="true"> *</span>}
    </span>
  );
  return (
    <FormField
      label={label}
      description={parameter.description ?? undefined}
      errorText={error}
      constraintText={constraint(parameter)}
      info={
        parameter.is_compliant_only ? <Badge color="green">{BUILDER_VIEW.compliantOnly}</Badge> : undefined
      }
      stretch
    >
      <Control parameter={parameter} value={value} network={network} onChange={onChange} />
    </FormField>
  );
}

function constraint(parameter: TemplateParameter): string | undefined {
  const parts: string[] = [];
  if (parameter.compliance_note) parts.push(parameter.compliance_note);
  if (parameter.min_value !== null && parameter.max_value !== null)
    parts.push(BUILDER_VIEW.between(parameter.min_value, parameter.max_value));
  else if (parameter.min_value !== null) parts.push(BUILDER_VIEW.atLeast(parameter.min_value));
  else if (parameter.max_value !== null) parts.push(BUILDER_VIEW.atMost(parameter.max_value));
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function Control({ parameter, value, network, onChange }: Omit<Props, 'error'>) {
  const label = labelOf(parameter);
  const sandboxCloud = useConfig().simulated.includes('aws-accounts');
  const placeholder = parameter.placeholder ?? undefined;
  switch (controlOf(parameter)) {
    case 'vpc':
      if (!network.accountId) return <>{network.noAccount}</>;
      return (
        <VpcSelect
          accountId={network.accountId}
          region={network.region}
          vpcs={network.vpcs}
          loading={network.vpcsLoading}
          vpcId={value}
          onReload={network.reloadVpcs}
          onChange={onChange}
          onCreated={network.onVpcCreated}
        />
      );
    case 'subnet': {
      const chosen = listItems(value);
      const options = network.subnets.map((s) => ({
        value: s.subnet_id,
        label: s.name ?? s.subnet_id,
        description: `${s.subnet_id} · ${s.availability_zone} · ${s.cidr_block}`,
      }));
      return (
        <SpaceBetween size="xs">
          {network.listVpc?.field === parameter.name && network.accountId && (
            <FormField label={BUILDER_VIEW.subnetListVpc} stretch>
              <VpcSelect
                accountId={network.accountId}
                region={network.region}
                vpcs={network.vpcs}
                loading={network.vpcsLoading}
                vpcId={network.listVpc.vpcId}
                onReload={network.reloadVpcs}
                onChange={network.listVpc.onChange}
                onCreated={network.onVpcCreated}
              />
            </FormField>
          )}
          <Multiselect
            selectedOptions={options.filter((o) => chosen.includes(o.value))}
            options={options}
            disabled={network.subnets.length === 0 && !network.subnetsLoading}
            placeholder={network.subnets.length === 0 ? BUILDER.selectVpcFirst : BUILDER_VIEW.chooseSubnets}
            statusType={network.subnetsLoading ? 'loading' : 'finished'}
            ariaLabel={BUILDER_VIEW.subnetsFromVpc(label)}
            onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? '').join(','))}
          />
          <Input
            value={value}
            ariaLabel={BUILDER_VIEW.subnetIds(label)}
            placeholder={BUILDER_VIEW.subnetIdsExample}
            onChange={({ detail }) => onChange(detail.value)}
          />
        </SpaceBetween>
      );
    }
    case 'security-group': {
      const chosen = listItems(value);
      const options = network.securityGroups.map((g) => ({
        value: g.group_id,
        label: g.group_name,
        description: `${g.group_id} · ${g.description}`,
      }));
      const several = parameter.cfn_type.startsWith('List<');
      return (
        <SpaceBetween size="xs">
          {network.listVpc?.field === parameter.name && network.accountId && (
            <FormField label={BUILDER_VIEW.subnetListVpc} stretch>
              <VpcSelect
                accountId={network.accountId}
                region={network.region}
                vpcs={network.vpcs}
                loading={network.vpcsLoading}
                vpcId={network.listVpc.vpcId}
                onReload={network.reloadVpcs}
                onChange={network.listVpc.onChange}
                onCreated={network.onVpcCreated}
              />
            </FormField>
          )}
          <Multiselect
            selectedOptions={options.filter((o) => chosen.includes(o.value))}
            options={options}
            disabled={options.length === 0 && !network.securityGroupsLoading}
            placeholder={options.length === 0 ? BUILDER.selectVpcFirst : BUILDER_VIEW.chooseSecurityGroups}
            statusType={network.securityGroupsLoading ? 'loading' : 'finished'}
            ariaLabel={BUILDER_VIEW.securityGroupsFromVpc(label)}
            onChange={({ detail }) =>
              onChange(
                detail.selectedOptions
                  .map((o) => o.value ?? '')
                  // a single-group parameter keeps the group chosen last
                  .slice(several ? 0 : -1)
                  .join(','),
              )
            }
          />
          <Input
            value={value}
            ariaLabel={BUILDER_VIEW.securityGroupIds(label)}
            placeholder="sg-0a1b2c3d4e5f60718"
            onChange={({ detail }) => onChange(detail.value)}
          />
        </SpaceBetween>
      );
    }
    case 'image': {
      const image = al2023Image(network.region);
      return (
        <SpaceBetween size="xxs">
          <SpaceBetween direction="horizontal" size="xs">
            <div style={{ minWidth: 320 }}>
              <Input value={value} ariaLabel={label} onChange={({ detail }) => onChange(detail.value)} />
            </div>
            <Button onClick={() => onChange(al2023Value(parameter, network.region))}>{BUILDER.al2023}</Button>
          </SpaceBetween>
          <small>
            {takesSsmParameter(parameter)
              ? BUILDER_VIEW.imageFromSsm(network.region, image.imageId, image.date)
              : BUILDER_VIEW.imageIn(network.region, image.imageId, image.date)}
          </small>
        </SpaceBetween>
      );
    }
    case 'certificate':
      return (
        <SpaceBetween size="xxs">
          <Input
            value={value}
            ariaLabel={label}
            placeholder={placeholder ?? CERTIFICATE_EXAMPLE}
            onChange={({ detail }) => onChange(detail.value)}
          />
          {sandboxCloud ? (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <small>{BUILDER_VIEW.sandboxCertificate}</small>
              <Button variant="inline-link" onClick={() => onChange(sandboxCertificateArn(network.region))}>
                {BUILDER_VIEW.useSandboxCertificate}
              </Button>
            </SpaceBetween>
          ) : (
            <Link external href={certificateConsoleUrl(network.region)}>
              {BUILDER_VIEW.openCertificateManager}
            </Link>
          )}
        </SpaceBetween>
      );
    case 'keypair':
      return (
        <SpaceBetween direction="horizontal" size="xs">
          <Input
            value={value}
            ariaLabel={label}
            placeholder={placeholder}
            onChange={({ detail }) => onChange(detail.value)}
          />
          <Button
            iconName="external"
            iconAlign="right"
            href={keyPairConsoleUrl(network.region)}
            target="_blank"
          >
            {BUILDER.create}
          </Button>
        </SpaceBetween>
      );
    case 'number':
      return (
        <Input
          type="number"
          inputMode="numeric"
          value={value}
          ariaLabel={label}
          placeholder={placeholder}
          onChange={({ detail }) => onChange(detail.value === '' ? '' : String(Number(detail.value)))}
        />
      );
    case 'boolean':
      return (
        <Toggle
          checked={value === 'true'}
          ariaLabel={label}
          onChange={({ detail }) => onChange(String(detail.checked))}
        >
          {value === 'true' ? BUILDER_VIEW.enabled : BUILDER_VIEW.disabled}
        </Toggle>
      );
    case 'select': {
      const options = (parameter.allowed_values ?? []).map((v) => ({ value: v, label: v }));
      return (
        <Select
          selectedOption={options.find((o) => o.value === value) ?? null}
          options={options}
          ariaLabel={label}
          placeholder={placeholder ?? BUILDER_VIEW.chooseValue}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        />
      );
    }
    default:
      return (
        <Input
          value={value}
          ariaLabel={label}
          placeholder={placeholder}
          onChange={({ detail }) => onChange(detail.value)}
        />
      );
  }
}
