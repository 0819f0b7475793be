import Button from '@cloudscape-design/components/button';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { CreateVpcDialog } from './CreateVpcDialog';
import type { Vpc } from './use-vpcs';

/** A select option's value may not be empty (spec section 2): "no VPC" has its own value. */
export const NO_VPC = 'none';

interface Props {
  accountId: string;
  region: string;
  vpcs: Vpc[];
  loading: boolean;
  vpcId: string;
  disabled?: boolean;
  onReload: () => void;
  onChange: (vpcId: string) => void;
  /** a VPC just created, with its subnets as the create call listed them */
  onCreated: (vpcId: string, subnetIds: string[]) => void;
}

const vpcLabel = (vpc: Vpc) => `${vpc.name ?? vpc.vpc_id}${vpc.is_default ? ' (default)' : ''}`;

/** The VPC dropdown with refresh and 'Create VPC' (which opens 'Create compliant VPC'). */
export function VpcSelect(props: Props) {
  const { vpcs, vpcId, loading, disabled } = props;
  const [creating, setCreating] = useState(false);
  const options = [
    { value: NO_VPC, label: BUILDER_VIEW.noVpc },
    ...vpcs.map((vpc) => ({
      value: vpc.vpc_id,
      label: vpcLabel(vpc),
      description: `${vpc.vpc_id} · ${vpc.cidr_block}`,
    })),
  ];
  const selected = options.find((o) => o.value === vpcId) ?? null;
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <div style={{ minWidth: 260 }}>
          <Select
            selectedOption={selected}
            options={options}
            placeholder={BUILDER_VIEW.chooseVpc}
            statusType={loading ? 'loading' : 'finished'}
            loadingText={BUILDER_VIEW.loadingVpcs}
            empty={BUILDER_VIEW.noVpcs}
            disabled={disabled}
            ariaLabel={BUILDER_VIEW.vpc}
            onChange={({ detail }) =>
              props.onChange(
                detail.selectedOption.value === NO_VPC ? '' : (detail.selectedOption.value ?? ''),
              )
            }
          />
        </div>
        <Button
          iconName="refresh"
          ariaLabel={BUILDER_VIEW.refreshVpcs}
          onClick={props.onReload}
          disabled={disabled || loading}
        />
        <Button onClick={() => setCreating(true)} disabled={disabled}>
          {BUILDER.createVpc}
        </Button>
      </SpaceBetween>
      <CreateVpcDialog
        visible={creating}
        accountId={props.accountId}
        region={props.region}
        onClose={() => setCreating(false)}
        onCreated={props.onCreated}
      />
    </SpaceBetween>
  );
}
