import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Spinner from '@cloudscape-design/components/spinner';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import type { Subnet } from './use-vpcs';

interface Props {
  vpcId: string;
  subnets: Subnet[];
  loading: boolean;
  selected: readonly string[];
  disabled?: boolean;
  onChange: (subnetIds: string[]) => void;
}

/** The subnets of the chosen VPC as a checklist that scrolls past 12rem (spec section 2). */
export function SubnetChecklist({ vpcId, subnets, loading, selected, disabled, onChange }: Props) {
  if (!vpcId) return <Box color="text-status-inactive">{BUILDER.selectVpcFirst}</Box>;
  if (loading) return <Spinner />;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <div className="builder-subnet-list" data-testid="subnet-list">
      {subnets.length === 0 && <Box color="text-status-inactive">{BUILDER_VIEW.noSubnets}</Box>}
      {subnets.map((subnet) => (
        <Checkbox
          key={subnet.subnet_id}
          checked={selected.includes(subnet.subnet_id)}
          disabled={disabled}
          onChange={({ detail }) => toggle(subnet.subnet_id, detail.checked)}
          description={BUILDER_VIEW.subnetFacts(
            subnet.availability_zone,
            subnet.cidr_block,
            subnet.available_ip_count,
          )}
        >
          {subnet.name ?? subnet.subnet_id} ({subnet.subnet_id})
        </Checkbox>
      ))}
    </div>
  );
}
