import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { DesignFull } from '#shared/api/designs';
import { DESIGNS } from '#shared/messages/designs';
import { DiagramView } from '../DiagramView';
import { ConnectionsList } from './ConnectionsList';
import { DesignSummaryPanel } from './DesignSummaryPanel';
import type { DesignDialog } from './design-dialog';
import { designSlug, instanceMissing, instanceOfResource } from './design-logic';
import { InstanceCard } from './InstanceCard';

interface Props {
  design: DesignFull;
  /** per instance, the parameters connections feed */
  fed: ReadonlyMap<string, ReadonlyMap<string, string>>;
  missing: string[];
  region: string;
  refreshing: boolean;
  removingId?: string;
  onOpen: (dialog: DesignDialog) => void;
  onDisconnect: (connectionId: string) => void;
}

/** A design with templates: their cards, then the composed diagram beside its summary and wires. */
export function DesignComposer({
  design,
  fed,
  missing,
  region,
  refreshing,
  removingId,
  onOpen,
  onDisconnect,
}: Props) {
  const count = design.instances.length;
  const none = new Map<string, string>();
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            counter={`(${count})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {refreshing && <Spinner />}
                <Button iconName="add-plus" onClick={() => onOpen({ kind: 'add' })}>
                  {DESIGNS.addTemplate}
                </Button>
              </SpaceBetween>
            }
          >
            {DESIGNS.templates}
          </Header>
        }
      >
        <div className="builder-grid design-instances">
          {design.instances.map((instance) => (
            <InstanceCard
              key={instance.instance_id}
              instance={instance}
              missing={instanceMissing(instance, fed.get(instance.instance_id) ?? none, region)}
              fedCount={fed.get(instance.instance_id)?.size ?? 0}
              onEdit={() => onOpen({ kind: 'edit', instanceId: instance.instance_id })}
              onRename={() => onOpen({ kind: 'rename', instanceId: instance.instance_id })}
              onRemove={() => onOpen({ kind: 'remove', instanceId: instance.instance_id })}
            />
          ))}
        </div>
      </Container>
      <Grid gridDefinition={[{ colspan: { default: 12, xl: 8 } }, { colspan: { default: 12, xl: 4 } }]}>
        <DiagramView
          template={{ template_body: design.template, name: design.name, slug: designSlug(design.name) }}
          onResourceClick={(resource) => {
            const instance = instanceOfResource(design.instances, resource);
            if (instance) onOpen({ kind: 'edit', instanceId: instance.instance_id, resource });
          }}
        />
        <SpaceBetween size="l">
          <DesignSummaryPanel design={design} missing={missing} region={region} />
          <Container
            header={
              <Header
                variant="h2"
                counter={`(${design.connections.length})`}
                actions={<Button onClick={() => onOpen({ kind: 'connect' })}>{DESIGNS.connect}</Button>}
              >
                {DESIGNS.connections}
              </Header>
            }
          >
            <ConnectionsList design={design} removingId={removingId} onRemove={onDisconnect} />
          </Container>
        </SpaceBetween>
      </Grid>
    </SpaceBetween>
  );
}
