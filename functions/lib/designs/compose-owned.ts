import type { TemplateConnection } from '#shared/api/designs';
import { checkParameterValues } from '#shared/catalog/parameter-values';
import { toTemplateYaml } from '#shared/cfn/build';
import { composeDesign } from '#shared/designs/compose';
import type { DesignRecord } from '../ports/design-store';
import { designName, ownedDesign } from './designs';
import type { DesignPorts } from './ports';
import { type LoadedInstance, loadInstances } from './template-parts';

export interface ComposedDesign {
  design: DesignRecord;
  name: string;
  loaded: LoadedInstance[];
  connections: TemplateConnection[];
  /** the composed template, YAML */
  template: string;
  body: Record<string, unknown>;
  parameterValues: Record<string, string>;
  /** composition's problems and each instance's value problems (fed parameters need no value) */
  problems: string[];
}

/** The caller's design composed into one template, with everything that stands in its way. */
export async function composeOwnedDesign(
  ports: DesignPorts,
  userId: string,
  designId: string,
): Promise<ComposedDesign> {
  const design = await ownedDesign(ports, userId, designId);
  const instances = await ports.designs.listInstances(userId, designId);
  const { loaded, missing } = await loadInstances(ports, userId, instances);
  // a delete cut short can leave connections of a removed instance: they are not the design's
  const present = new Set(loaded.map(({ instance }) => instance.instance_id));
  const connections = Object.values(design.connections)
    .filter((c) => present.has(c.source_instance_id) && present.has(c.target_instance_id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const name = designName(instances);
  const composed = composeDesign(
    loaded.map(({ part }) => part),
    connections,
    `Sahab design ${name} (${design.design_id})`,
  );
  const problems = [...missing, ...composed.errors];
  for (const { instance, template } of loaded) {
    const fed = new Set(
      connections.filter((c) => c.target_instance_id === instance.instance_id).map((c) => c.target_parameter),
    );
    const values = Object.fromEntries(
      Object.entries(instance.parameter_values).filter(([key]) => !fed.has(key)),
    );
    const open = template.parameters.filter((parameter) => !fed.has(parameter.name));
    for (const problem of checkParameterValues(open, values))
      problems.push(`${instance.name}: ${problem.message}`);
  }
  return {
    design,
    name,
    loaded,
    connections,
    template: toTemplateYaml(composed.body),
    body: composed.body,
    parameterValues: composed.parameterValues,
    problems,
  };
}
