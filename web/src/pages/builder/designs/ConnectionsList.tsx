import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { DesignFull } from '#shared/api/designs';
import { DESIGNS } from '#shared/messages/designs';

interface Props {
  design: Pick<DesignFull, 'instances' | 'connections'>;
  /** the connection being removed */
  removingId?: string;
  onRemove: (connectionId: string) => void;
}

/** The design's wires, 'Source.Output -> Target.Parameter', each removable. */
export function ConnectionsList({ design, removingId, onRemove }: Props) {
  const names = new Map(design.instances.map((i) => [i.instance_id, i.name]));
  if (design.connections.length === 0) return <Box color="text-body-secondary">{DESIGNS.noConnections}</Box>;
  return (
    <ul className="design-connections" aria-label={DESIGNS.connections}>
      {design.connections.map((c) => {
        const text = `${names.get(c.source_instance_id)}.${c.source_output} → ${names.get(c.target_instance_id)}.${c.target_parameter}`;
        return (
          <li key={c.connection_id} data-testid="design-connection">
            <span className="design-connection-text">{text}</span>
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={DESIGNS.removeConnection(text)}
              loading={removingId === c.connection_id}
              onClick={() => onRemove(c.connection_id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
