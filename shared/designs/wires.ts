import { outputNames, parameterNames, parametersInConditions } from './sections';
import type { DesignPart, DesignWire } from './types';

type Parts = ReadonlyMap<string, DesignPart>;

/**
 * Why `wire` cannot join the design's `wires`, in words for the user, or undefined when it can.
 * Connections between instances must form no cycle: an output is computed from its instance's
 * resources, so feeding it back would make the instances wait on each other.
 */
export function wireProblem(
  parts: Parts,
  wires: readonly DesignWire[],
  wire: DesignWire,
): string | undefined {
  const source = parts.get(wire.source_instance_id);
  const target = parts.get(wire.target_instance_id);
  if (!source) return `Instance ${wire.source_instance_id} is not in this design`;
  if (!target) return `Instance ${wire.target_instance_id} is not in this design`;
  if (source === target) return `${source.name} cannot feed its own parameters`;
  if (!outputNames(source.body).includes(wire.source_output)) {
    return `${source.name} has no output '${wire.source_output}'`;
  }
  if (!parameterNames(target.body).includes(wire.target_parameter)) {
    return `${target.name} has no parameter '${wire.target_parameter}'`;
  }
  if (parametersInConditions(target.body).has(wire.target_parameter)) {
    return `${target.name}'s parameter ${wire.target_parameter} decides a condition, so it cannot take another instance's output`;
  }
  const feeding = wires.find(
    (w) => w.target_instance_id === wire.target_instance_id && w.target_parameter === wire.target_parameter,
  );
  if (feeding) {
    const from = parts.get(feeding.source_instance_id)?.name ?? feeding.source_instance_id;
    return `${target.name}.${wire.target_parameter} is already fed by ${from}.${feeding.source_output}`;
  }
  const back = pathBetween(wires, wire.target_instance_id, wire.source_instance_id);
  if (back) {
    const names = [...back, wire.target_instance_id].map((id) => parts.get(id)?.name ?? id);
    return `Connecting ${source.name} to ${target.name} would close a cycle: ${names.join(' -> ')}`;
  }
  return undefined;
}

/** Instance ids from `from` to `to` following the wires, or undefined when `to` is out of reach. */
function pathBetween(wires: readonly DesignWire[], from: string, to: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (at: string): string[] | undefined => {
    if (at === to) return [at];
    if (seen.has(at)) return undefined;
    seen.add(at);
    for (const wire of wires) {
      if (wire.source_instance_id !== at) continue;
      const rest = walk(wire.target_instance_id);
      if (rest) return [at, ...rest];
    }
    return undefined;
  };
  return walk(from);
}

/** The wires that compose, in the given order, and why each other one does not. */
export function usableWires(
  parts: Parts,
  wires: readonly DesignWire[],
): { wires: DesignWire[]; errors: string[] } {
  const usable: DesignWire[] = [];
  const errors: string[] = [];
  for (const wire of wires) {
    const problem = wireProblem(parts, usable, wire);
    if (problem) errors.push(problem);
    else usable.push(wire);
  }
  return { wires: usable, errors };
}

/** Instances ordered so that every source comes before the instances it feeds (the wires are acyclic). */
export function feedOrder(parts: readonly DesignPart[], wires: readonly DesignWire[]): DesignPart[] {
  const ordered: DesignPart[] = [];
  const placed = new Set<string>();
  const place = (part: DesignPart): void => {
    if (placed.has(part.instance_id)) return;
    placed.add(part.instance_id);
    for (const wire of wires) {
      if (wire.target_instance_id !== part.instance_id) continue;
      const source = parts.find((p) => p.instance_id === wire.source_instance_id);
      if (source) place(source);
    }
    ordered.push(part);
  };
  parts.forEach(place);
  return ordered;
}
