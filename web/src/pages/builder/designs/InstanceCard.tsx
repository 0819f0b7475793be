import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { BUILDER } from '#shared/messages/builder';
import { DESIGNS } from '#shared/messages/designs';
import type { FullInstance } from './design-logic';

interface Props {
  instance: FullInstance;
  /** labels of required parameters with neither a value nor a connection */
  missing: string[];
  /** how many of its parameters connections feed */
  fedCount: number;
  onEdit: () => void;
  onRename: () => void;
  onRemove: () => void;
}

/** One template in the design: its name, its template, whether it is ready, and what can be done. */
export function InstanceCard({ instance, missing, fedCount, onEdit, onRename, onRemove }: Props) {
  const outputs = instance.outputs.length;
  return (
    <div className="design-instance" data-testid={`instance-${instance.name}`}>
      <SpaceBetween size="s">
        <div className="design-instance-title">
          <Box variant="h3" padding="n">
            {instance.name}
          </Box>
          <ButtonDropdown
            variant="icon"
            ariaLabel={DESIGNS.instanceActions(instance.name)}
            items={[
              { id: 'rename', text: DESIGNS.rename },
              { id: 'remove', text: DESIGNS.removeFromDesign },
            ]}
            onItemClick={({ detail }) => (detail.id === 'rename' ? onRename() : onRemove())}
          />
        </div>
        <Box color="text-body-secondary">{instance.template_name}</Box>
        {missing.length === 0 ? (
          <StatusIndicator type="success">{BUILDER.configured}</StatusIndicator>
        ) : (
          <StatusIndicator type="warning">
            <span title={missing.join(', ')}>{DESIGNS.missingValues(missing.length)}</span>
          </StatusIndicator>
        )}
        <Box variant="small">{DESIGNS.instanceSummary(instance.parameters.length, fedCount, outputs)}</Box>
        <Button iconName="settings" onClick={onEdit} ariaLabel={DESIGNS.editParametersOf(instance.name)}>
          {DESIGNS.editParameters}
        </Button>
      </SpaceBetween>
    </div>
  );
}
