import { randomUUID } from 'node:crypto';
import type { TemplateConnection } from '#shared/api/designs';
import { wireProblem } from '#shared/designs/wires';
import { BadRequest, NotFound } from '../errors';
import { changeDesign } from './change-design';
import { CONNECTION_NOT_FOUND, type DesignPorts } from './ports';
import { loadInstances } from './template-parts';

type Wire = Omit<TemplateConnection, 'connection_id' | 'design_id' | 'created_at'>;

/**
 * POST /api/templates/connections: an output of one instance feeds a parameter of another. The
 * checks (names, a parameter fed once, no cycle) run on the design as read, and the write happens
 * only if the design is still that one.
 */
export async function createConnection(
  ports: DesignPorts,
  userId: string,
  designId: string,
  wire: Wire,
): Promise<TemplateConnection> {
  const connection: TemplateConnection = {
    connection_id: randomUUID(),
    design_id: designId,
    ...wire,
    created_at: ports.now().toISOString(),
  };
  await changeDesign(ports, userId, designId, async (draft, instances) => {
    const ends = instances.filter(
      (i) => i.instance_id === wire.source_instance_id || i.instance_id === wire.target_instance_id,
    );
    const { loaded } = await loadInstances(ports, userId, ends);
    const parts = new Map(loaded.map(({ part }) => [part.instance_id, part]));
    const problem = wireProblem(parts, Object.values(draft.connections), wire);
    if (problem) throw new BadRequest(problem);
    draft.connections[connection.connection_id] = connection;
  });
  return connection;
}

/** DELETE /api/templates/connections/{id}: found among the caller's designs, or 404. */
export async function deleteConnection(
  ports: DesignPorts,
  userId: string,
  connectionId: string,
): Promise<void> {
  const design = (await ports.designs.list(userId)).find((d) => Object.hasOwn(d.connections, connectionId));
  if (!design) throw new NotFound(CONNECTION_NOT_FOUND);
  await changeDesign(ports, userId, design.design_id, (draft) => {
    delete draft.connections[connectionId];
  });
}
