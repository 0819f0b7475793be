import type { DesignSummary, TemplateInstance } from '#shared/api/designs';
import { NotFound } from '../errors';
import type { DesignRecord } from '../ports/design-store';
import { DESIGN_NOT_FOUND, type DesignPorts } from './ports';

/** A design's name: its templates' names in the order they were added ('Empty design' without any). */
export function designName(instances: readonly TemplateInstance[]): string {
  const ordered = [...instances].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const names = [...new Set(ordered.map((instance) => instance.template_name))];
  return names.length === 0 ? 'Empty design' : names.join(' + ');
}

/** The caller's design, or 404 (another user's id reads as missing). */
export async function ownedDesign(
  ports: DesignPorts,
  userId: string,
  designId: string,
): Promise<DesignRecord> {
  const design = await ports.designs.get(userId, designId);
  if (!design) throw new NotFound(DESIGN_NOT_FOUND);
  return design;
}

/** GET /api/templates/designs: newest change first. */
export async function listDesigns(ports: DesignPorts, userId: string): Promise<DesignSummary[]> {
  const [designs, instances] = await Promise.all([
    ports.designs.list(userId),
    ports.designs.listInstances(userId),
  ]);
  return designs
    .map((design) => {
      const own = instances.filter((instance) => instance.design_id === design.design_id);
      return {
        design_id: design.design_id,
        name: designName(own),
        instance_count: own.length,
        updated_at: design.updated_at,
      };
    })
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/**
 * DELETE /api/templates/designs/{id}: instances first, the design item next, the id's claim last,
 * each step idempotent, so a delete cut short is finished by the next one.
 */
export async function deleteDesign(ports: DesignPorts, userId: string, designId: string): Promise<void> {
  await ownedDesign(ports, userId, designId);
  for (const instance of await ports.designs.listInstances(userId, designId)) {
    await ports.designs.removeInstance(userId, instance.instance_id);
  }
  await ports.designs.remove(userId, designId);
  await ports.designs.unclaim(userId, designId);
}
