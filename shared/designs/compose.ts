import { addInstance, type Composition } from './instance';
import { isListType, section } from './sections';
import { mergedInterface, mergedTransform } from './top-level';
import type { ComposedTemplate, DesignPart, DesignWire } from './types';
import { feedOrder, usableWires } from './wires';

/**
 * One CloudFormation template holding every instance of a design. Each instance's logical ids,
 * parameters, conditions, mappings, rules and outputs are prefixed with its name (instance names
 * are prefix-free within a design, so no two composed names can meet), and every reference to
 * them is rewritten. A fed parameter disappears: each reference to it becomes the feeding output's
 * Value, itself composed. Pseudo parameters stay as they are, except `AWS::StackName`, which
 * becomes `<stack>-<instance>` so physical names derived from it stay distinct. Connections that
 * cannot compose (unknown names, a cycle) are left out and said in `errors`.
 */
export function composeDesign(
  parts: readonly DesignPart[],
  wires: readonly DesignWire[],
  description?: string,
): ComposedTemplate {
  const byId = new Map(parts.map((part) => [part.instance_id, part]));
  const usable = usableWires(byId, wires);
  const into: Composition = {
    sections: { Parameters: {}, Mappings: {}, Conditions: {}, Rules: {}, Resources: {}, Outputs: {} },
    parameterValues: {},
    errors: [...usable.errors],
  };
  const outputs = new Map<string, Map<string, unknown>>();
  for (const part of feedOrder(parts, usable.wires)) {
    const fed = new Map<string, unknown>();
    for (const wire of usable.wires) {
      if (wire.target_instance_id !== part.instance_id) continue;
      fed.set(wire.target_parameter, outputs.get(wire.source_instance_id)?.get(wire.source_output));
    }
    const declared = section(part.body, 'Parameters');
    const listParameters = new Set(
      Object.keys(declared).filter((name) => isListType((declared[name] as { Type?: unknown } | null)?.Type)),
    );
    outputs.set(part.instance_id, addInstance(into, part, { prefix: part.name, fed, listParameters }));
  }
  const globals = parts.filter((part) => part.body.Globals !== undefined);
  if (globals.length > 0 && parts.length > 1) {
    into.errors.push(
      `${globals.map((part) => part.name).join(', ')} declare SAM Globals, which would apply to every instance's functions`,
    );
  }
  const body: Record<string, unknown> = { AWSTemplateFormatVersion: '2010-09-09' };
  if (description) body.Description = description;
  const transform = mergedTransform(parts);
  if (transform) body.Transform = transform;
  const metadata = mergedInterface(parts, into.sections.Parameters);
  if (metadata) body.Metadata = metadata;
  for (const [name, content] of Object.entries(into.sections)) {
    if (Object.keys(content).length > 0 || name === 'Resources') body[name] = content;
  }
  return { body, parameterValues: into.parameterValues, errors: into.errors };
}
