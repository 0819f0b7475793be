import { randomUUID } from 'node:crypto';
import { INSTANCE_NAME_PATTERN } from '#shared/api/name-rules';
import type { DesignRecord } from '../ports/design-store';

/**
 * Why `name` cannot be taken in the design, or undefined. Besides being unique, no instance name
 * may begin another (compared without case): composed names are instance name + original name,
 * so `App` + `Db1` and `AppDb` + `1` would otherwise meet.
 */
export function nameProblem(design: DesignRecord, name: string, instanceId?: string): string | undefined {
  for (const [taken, holder] of Object.entries(design.names)) {
    if (holder.instance_id === instanceId) continue;
    if (taken.toLowerCase() === name.toLowerCase())
      return `An instance named ${taken} is already in this design`;
    const [shorter, longer] = taken.length < name.length ? [taken, name] : [name, taken];
    if (longer.toLowerCase().startsWith(shorter.toLowerCase())) {
      return `${name} and ${taken} would share the start of their names in the composed template: choose a name that neither begins with the other`;
    }
  }
  return undefined;
}

/** The default name of a new instance: the template's slug in PascalCase, numbered (`VpcNetwork1`). */
export function defaultName(design: DesignRecord, slug: string): string {
  const words = slug.split(/[^A-Za-z0-9]+/).filter(Boolean);
  let base = words
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
    .slice(0, 24);
  if (!/^[A-Za-z]/.test(base)) base = `T${base}`.slice(0, 24);
  for (let n = 1; n < 100; n += 1) {
    const candidate = `${base}${n}`;
    if (INSTANCE_NAME_PATTERN.test(candidate) && !nameProblem(design, candidate)) return candidate;
  }
  // a user's name begins every numbered one (`Vpc` before `VpcNetwork1`): a random one will do
  for (;;) {
    const candidate = `I${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    if (!nameProblem(design, candidate)) return candidate;
  }
}

/**
 * The most templates one design holds. Each is composed, validated and priced on every read of the
 * design (120 took 35 s here, past API Gateway's 30 s), and one stack deploys at most 51,200 bytes
 * of template, which a handful of templates already fills.
 */
export const MAX_DESIGN_INSTANCES = 20;

export function fullDesignProblem(design: DesignRecord): string | undefined {
  return Object.keys(design.names).length >= MAX_DESIGN_INSTANCES
    ? `A design holds at most ${MAX_DESIGN_INSTANCES} templates: remove one, or start another design`
    : undefined;
}
