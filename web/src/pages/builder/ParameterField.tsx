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
import { BUILDER } from '#shared/messages';
import {
  al2023Value,
  CERTIFICATE_EXAMPLE,
  certificateConsoleUrl,
  controlOf,
  keyPairConsoleUrl,
  labelOf,
  takesSsmParameter,
} from './parameter-ui';
import type { Subnet, Vpc } from './use-vpcs';
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
      info={parameter.is_compliant_only ? <Badge color="green">Compliant only</Badge> : undefined}
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
    parts.push(`Between ${parameter.min_value} and ${parameter.max_value}.`);
  else if (parameter.min_value !== null) parts.push(`At least ${parameter.min_value}.`);
  else if (parameter.max_value !== null) parts.push(`At most ${parameter.max_value}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function Control({ parameter, value, network, onChange }: Omit<Props, 'error'>) {
  const label = labelOf(parameter);
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
          <Multiselect
            selectedOptions={options.filter((o) => chosen.includes(o.value))}
            options={options}
            disabled={network.subnets.length === 0 && !network.subnetsLoading}
            placeholder={network.subnets.length === 0 ? BUILDER.selectVpcFirst : 'Choose subnets'}
            statusType={network.subnetsLoading ? 'loading' : 'finished'}
            ariaLabel={`${label} from the VPC`}
            onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? '').join(','))}
          />
          <Input
            value={value}
            ariaLabel={`${label} (comma-separated ids)`}
            placeholder="subnet-0a1b2c3d, subnet-4e5f6a7b"
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
              ? `The name of an SSM parameter holding the image id; CloudFormation resolves it when it deploys (Amazon Linux 2023 in ${network.region} is ${image.imageId} as of ${image.date}).`
              : `Amazon Linux 2023 in ${network.region}: ${image.imageId} (${image.date}).`}
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
          <Link external href={certificateConsoleUrl(network.region)}>
            Open AWS Certificate Manager
          </Link>
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
          {value === 'true' ? 'Enabled' : 'Disabled'}
        </Toggle>
      );
    case 'select': {
      const options = (parameter.allowed_values ?? []).map((v) => ({ value: v, label: v }));
      return (
        <Select
          selectedOption={options.find((o) => o.value === value) ?? null}
          options={options}
          ariaLabel={label}
          placeholder={placeholder ?? 'Choose a value'}
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
