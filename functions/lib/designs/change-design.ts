import type { TemplateInstance } from '#shared/api/designs';
import { Conflict, NotFound } from '../errors';
import type { DesignRecord } from '../ports/design-store';
import { DESIGN_NOT_FOUND, type DesignPorts } from './ports';

/** A name taken by an add that never wrote its instance is free again after this long. */
const UNFINISHED_ADD_MS = 60_000;
const ATTEMPTS = 5;

/**
 * Reads the design and its instances, lets `change` edit the design (it may refuse by throwing),
 * and writes it back only if nobody else wrote it meanwhile, retrying from a fresh read then. So
 * name and connection rules hold under concurrent requests without transactions. Names and
 * connections of instances that no longer exist (an interrupted delete) are dropped on the way.
 */
export async function changeDesign(
  ports: DesignPorts,
  userId: string,
  designId: string,
  change: (design: DesignRecord, instances: TemplateInstance[]) => void | Promise<void>,
  options: { create?: boolean } = {},
): Promise<DesignRecord> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const stored = await ports.designs.get(userId, designId);
    if (!stored && !options.create) throw new NotFound(DESIGN_NOT_FOUND);
    const now = ports.now();
    const design: DesignRecord = stored
      ? structuredClone(stored)
      : {
          design_id: designId,
          version: 0,
          names: {},
          connections: {},
          created_at: now.toISOString(),
          updated_at: '',
        };
    const instances = await ports.designs.listInstances(userId, designId);
    dropDangling(design, new Set(instances.map((i) => i.instance_id)), now);
    await change(design, instances);
    design.version = (stored?.version ?? 0) + 1;
    design.updated_at = now.toISOString();
    if (await ports.designs.save(userId, design, stored?.version)) return design;
  }
  throw new Conflict('The design was changed by another request at the same time; try again');
}

function dropDangling(design: DesignRecord, existing: ReadonlySet<string>, now: Date): void {
  for (const [name, holder] of Object.entries(design.names)) {
    const age = now.getTime() - Date.parse(holder.taken_at);
    if (!existing.has(holder.instance_id) && age > UNFINISHED_ADD_MS) delete design.names[name];
  }
  for (const [id, connection] of Object.entries(design.connections)) {
    if (!existing.has(connection.source_instance_id) || !existing.has(connection.target_instance_id)) {
      delete design.connections[id];
    }
  }
}
