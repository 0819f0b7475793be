import type { DesignFull, TemplateConnection } from '#shared/api/designs';
import { isBlank } from '#shared/catalog/parameter-values';
import type { TemplateParameter } from '#shared/catalog/types';
import { initialValues, labelOf } from '../parameter-ui';

export type FullInstance = DesignFull['instances'][number];

/** The parameters of an instance that a connection feeds, each with where its value comes from. */
export function fedParameters(
  instanceId: string,
  full: Pick<DesignFull, 'instances' | 'connections'>,
): Map<string, string> {
  const names = new Map(full.instances.map((i) => [i.instance_id, i.name]));
  return new Map(
    full.connections
      .filter((c) => c.target_instance_id === instanceId)
      .map((c) => [c.target_parameter, `${names.get(c.source_instance_id) ?? '?'}.${c.source_output}`]),
  );
}

/** What the configure panel starts from: the template's defaults, then the instance's own values. */
export function instanceValues(instance: FullInstance, region: string): Record<string, string> {
  return { ...initialValues(instance.parameters, region), ...instance.parameter_values };
}

/** Labels of required parameters with neither a value nor a connection feeding them. */
export function instanceMissing(
  instance: FullInstance,
  fed: ReadonlyMap<string, string>,
  region: string,
): string[] {
  const values = instanceValues(instance, region);
  return [...instance.parameters]
    .sort((a, b) => a.display_order - b.display_order)
    .filter((p) => p.is_required && !fed.has(p.name) && isBlank(values[p.name]))
    .map(labelOf);
}

/** Every instance's missing labels, as 'Instance: Label', for the deploy check. */
export function designMissing(full: Pick<DesignFull, 'instances' | 'connections'>, region: string): string[] {
  return full.instances.flatMap((instance) =>
    instanceMissing(instance, fedParameters(instance.instance_id, full), region).map(
      (label) => `${instance.name}: ${label}`,
    ),
  );
}

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An output's value is one id; a key ending in 'Ids' (or 'List') is a comma-separated list. */
const isListOutput = (key: string) => /(Ids|List|Arns|Names)$/.test(key);

/** A number parameter takes only outputs whose name says they hold a number. */
const NUMERIC_OUTPUT = /(Port|Count|Size|Days|Seconds|Number)$/;

/**
 * Whether an output can feed a parameter. Outputs carry no type, so their key is read: a
 * parameter typed as an AWS id (AWS::EC2::VPC::Id, List<AWS::EC2::Subnet::Id>) needs an output
 * that names that kind of resource; a single id takes no list; a number takes only numeric-named
 * outputs; a parameter with allowed values or an SSM parameter name takes none (the output's
 * value cannot be known to fit); any other text parameter takes any output.
 */
export function isCompatible(outputKey: string, parameter: TemplateParameter): boolean {
  if (parameter.allowed_values && parameter.allowed_values.length > 0) return false;
  const type = parameter.cfn_type;
  if (type.startsWith('AWS::SSM::')) return false;
  if (type === 'Number' || type === 'List<Number>') return NUMERIC_OUTPUT.test(outputKey);
  const list = /^List<(.+)>$/.exec(type);
  const single = list ? list[1] : type;
  const aws = /^AWS::\w+::(\w+)::\w+$/.exec(single ?? '');
  if (aws?.[1]) {
    if (!words(outputKey).includes(words(aws[1]))) return false;
    return Boolean(list) || !isListOutput(outputKey);
  }
  return type === 'String' || type === 'CommaDelimitedList';
}

/** Whether `from` is fed, directly or through others, by `to`: wiring to -> from would loop. */
function reaches(connections: readonly TemplateConnection[], from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const c of connections) if (c.target_instance_id === current) stack.push(c.source_instance_id);
  }
  return false;
}

/**
 * The instances an output of `sourceId` may feed: not itself, not one that already feeds it
 * (that would be a loop), and only with a compatible parameter no connection feeds yet. Within
 * an instance, parameters named like the output come first.
 */
export function connectTargets(
  full: Pick<DesignFull, 'instances' | 'connections'>,
  sourceId: string,
  outputKey: string,
): { instance: FullInstance; parameters: TemplateParameter[] }[] {
  return full.instances
    .filter((i) => i.instance_id !== sourceId && !reaches(full.connections, sourceId, i.instance_id))
    .map((instance) => {
      const fed = fedParameters(instance.instance_id, full);
      const parameters = instance.parameters
        .filter((p) => !fed.has(p.name) && isCompatible(outputKey, p))
        .sort((a, b) => likeness(outputKey, b) - likeness(outputKey, a) || a.display_order - b.display_order);
      return { instance, parameters };
    })
    .filter((target) => target.parameters.length > 0);
}

/** 2 for the same name, 1 when one name holds the other, else 0. */
function likeness(outputKey: string, parameter: TemplateParameter): number {
  const a = words(outputKey);
  const b = words(parameter.name);
  if (a === b) return 2;
  return a.includes(b) || b.includes(a) ? 1 : 0;
}

/** A design's id, made up by the builder (the first instance added creates the design). */
export const newDesignId = (random: () => string = () => crypto.randomUUID()): string => random();

/** The stack name a design deploys as by default: its name as letters, digits and hyphens. */
export function designSlug(name: string): string {
  const slug = name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^[^A-Za-z]+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : 'design';
}

/** The instance a composed resource came from: the one whose name prefixes its logical id (the longest). */
export function instanceOfResource(
  instances: readonly FullInstance[],
  resourceId: string,
): FullInstance | undefined {
  return [...instances]
    .filter((i) => resourceId.startsWith(i.name))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

/**
 * The stack parameter values the composed template deploys with: each instance's own values
 * under its prefixed names (a fed parameter is gone from the composed template).
 */
export function composedValues(full: Pick<DesignFull, 'instances' | 'connections'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const instance of full.instances) {
    const fed = fedParameters(instance.instance_id, full);
    for (const [name, value] of Object.entries(instance.parameter_values)) {
      if (!fed.has(name) && value.trim() !== '') values[`${instance.name}${name}`] = value;
    }
  }
  return values;
}
