import { randomUUID } from 'node:crypto';
import type { Position, TemplateInstance } from '#shared/api/designs';
import { BadRequest, Conflict, NotFound } from '../errors';
import { findTemplate } from '../templates/find-template';
import { changeDesign } from './change-design';
import { defaultName, fullDesignProblem, nameProblem } from './instance-names';
import { DESIGN_NOT_FOUND, type DesignPorts, INSTANCE_NOT_FOUND } from './ports';

type Values = Readonly<Record<string, string | number | boolean>>;

export interface InstanceChange {
  name?: string;
  parameter_values?: Values;
  position?: Position;
}

/** The caller's instance, or 404 (another user's id reads as missing). */
export async function ownedInstance(
  ports: DesignPorts,
  userId: string,
  id: string,
): Promise<TemplateInstance> {
  const instance = await ports.designs.getInstance(userId, id);
  if (!instance) throw new NotFound(INSTANCE_NOT_FOUND);
  return instance;
}

/**
 * POST /api/templates/instances: adds a template to a design, creating the design when the id is
 * new. The name is taken in the design item first, so a clash is found there, then the instance
 * is written.
 */
export async function createInstance(
  ports: DesignPorts,
  userId: string,
  designId: string,
  request: InstanceChange & { template_id: string },
): Promise<TemplateInstance> {
  const template = await findTemplate(ports.templates, userId, request.template_id);
  if (!template) throw new NotFound(`Template '${request.template_id}' not found`);
  const values = valuesAsText(request.parameter_values ?? {}, template.parameters);
  if (!(await ports.designs.claim(userId, designId))) throw new NotFound(DESIGN_NOT_FOUND);
  const instanceId = randomUUID();
  let name = request.name ?? '';
  const design = await changeDesign(
    ports,
    userId,
    designId,
    (draft) => {
      const full = fullDesignProblem(draft);
      if (full) throw new Conflict(full);
      name = request.name ?? defaultName(draft, template.slug);
      const problem = nameProblem(draft, name);
      if (problem) throw new Conflict(problem);
      draft.names[name] = { instance_id: instanceId, taken_at: ports.now().toISOString() };
    },
    { create: true },
  );
  const instance: TemplateInstance = {
    instance_id: instanceId,
    design_id: designId,
    template_id: template.template_id,
    template_slug: template.slug,
    template_name: template.name,
    name,
    parameter_values: values,
    position: onCanvas(request.position ?? { x: 0, y: 0 }),
    created_at: design.updated_at,
    updated_at: design.updated_at,
  };
  await ports.designs.putInstance(userId, instance, 'create');
  return instance;
}

/** PUT /api/templates/instances/{id}: a new name is taken in the design before the instance changes. */
export async function updateInstance(
  ports: DesignPorts,
  userId: string,
  id: string,
  change: InstanceChange,
): Promise<TemplateInstance> {
  const instance = await ownedInstance(ports, userId, id);
  const updated: TemplateInstance = { ...instance, updated_at: ports.now().toISOString() };
  if (change.parameter_values) {
    const template = await findTemplate(ports.templates, userId, instance.template_id);
    updated.parameter_values = valuesAsText(change.parameter_values, template?.parameters);
  }
  if (change.position) updated.position = onCanvas(change.position);
  if (change.name !== undefined && change.name !== instance.name) {
    const name = change.name;
    await changeDesign(ports, userId, instance.design_id, (draft) => {
      const problem = nameProblem(draft, name, id);
      if (problem) throw new Conflict(problem);
      for (const [taken, holder] of Object.entries(draft.names)) {
        if (holder.instance_id === id) delete draft.names[taken];
      }
      draft.names[name] = { instance_id: id, taken_at: updated.updated_at };
    });
    updated.name = name;
  } else {
    await ports.designs.touch(userId, instance.design_id, updated.updated_at);
  }
  if (!(await ports.designs.putInstance(userId, updated, 'replace'))) throw new NotFound(INSTANCE_NOT_FOUND);
  return updated;
}

/** DELETE /api/templates/instances/{id}: the instance, then its name and connections in the design. */
export async function deleteInstance(ports: DesignPorts, userId: string, id: string): Promise<void> {
  const instance = await ownedInstance(ports, userId, id);
  await ports.designs.removeInstance(userId, id);
  try {
    await changeDesign(ports, userId, instance.design_id, (draft) => {
      for (const [name, holder] of Object.entries(draft.names)) {
        if (holder.instance_id === id) delete draft.names[name];
      }
      for (const [connectionId, c] of Object.entries(draft.connections)) {
        if (c.source_instance_id === id || c.target_instance_id === id)
          delete draft.connections[connectionId];
      }
    });
  } catch (error) {
    // the design went first (a design delete running alongside): nothing is left to tidy
    if (!(error instanceof NotFound)) throw error;
  }
}

/**
 * Values as CloudFormation takes them (text), blanks left out so the template's default applies.
 * A name the template does not declare is refused at once; every other check waits for the
 * composition, where fed parameters are known.
 */
function valuesAsText(
  values: Values,
  parameters: readonly { name: string }[] | undefined,
): Record<string, string> {
  const known = new Set(parameters?.map((p) => p.name));
  const unknown = Object.keys(values).filter((name) => parameters && !known.has(name));
  if (unknown.length > 0) throw new BadRequest(`${unknown.join(', ')}: not a parameter of this template`);
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const trimmed = String(value).trim();
    if (trimmed !== '') text[name] = trimmed;
  }
  return text;
}

/**
 * A position as the canvas can show it: to the hundredth of a pixel. DynamoDB refuses numbers
 * smaller in magnitude than 1e-130 (a 500 before), and no screen tells 1e-200 from 0.
 */
function onCanvas({ x, y }: Position): Position {
  const round = (value: number) => Math.round(value * 100) / 100 || 0;
  return { x: round(x), y: round(y) };
}
