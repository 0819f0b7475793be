import { type Diagnostic, diagnosticTarget } from '#shared/cfn/diagnostic';
import { type ArchitecturePlan, MAX_NOT_BUILT } from '#shared/generation/plan';
import { serviceById } from '#shared/generation/services/index';
import { isTrigger } from '#shared/generation/synthesis/orient';
import { isWiringError, leaveOutUnwired } from '#shared/generation/wiring-gate';

/**
 * The offline planner's answer to validator errors: its blocks are fixed code, so the only parts
 * it can change are its edges and what a model added. Edges the wiring check found broken are left
 * out and listed as not built; extra resources an error points at are dropped, with a decision
 * saying so; when no error points at either, the plan comes back unchanged and the gate fails the
 * run after its last round, naming the errors.
 */
export function repairPlan(
  plan: ArchitecturePlan,
  diagnostics: readonly Diagnostic[],
  unstated?: () => ArchitecturePlan,
): ArchitecturePlan {
  const unwiredLeftOut = withoutStrandedTriggers(plan, leaveOutUnwired(plan, diagnostics));
  // the rest answers AWS's validator: an edge the wiring check named is no stated setting's fault,
  // and leaving it out (above) is the whole of its repair
  const refusals = diagnostics.filter((d) => !isWiringError(d));
  if (refusals.length === 0) return unwiredLeftOut;
  const repaired = dropRefusedSettings(dropRefused(unwiredLeftOut, refusals), refusals);
  const mended = unstated ? withRefusedOptionsUnstated(repaired, refusals, unstated) : repaired;
  // nothing above could change what the validator refuses: the blocks it names are left out, said
  return mended === plan ? withoutRefusedBlocks(plan, refusals) : mended;
}

/**
 * A trigger (a schedule) whose every edge was just left out has nothing to start, and a schedule
 * with no target is one AWS's validator refuses: it is left out with them, listed as not built
 * with the reason, rather than costing the next round.
 */
function withoutStrandedTriggers(before: ArchitecturePlan, after: ArchitecturePlan): ArchitecturePlan {
  if (after === before) return after;
  const starts = (plan: ArchitecturePlan, name: string) =>
    (plan.connections ?? []).some((c) => c.from === name);
  const stranded = after.blocks.filter(
    (b) =>
      b.kind === 'service' &&
      isTrigger(serviceById(b.options.service)) &&
      starts(before, b.name) &&
      !starts(after, b.name),
  );
  if (stranded.length === 0 || stranded.length === after.blocks.length) return after;
  return withoutBlocks(
    after,
    new Map(
      stranded.map((block) => [
        block.name,
        'Left out rather than built half-way: what it would start could not be wired (see the connections not built).',
      ]),
    ),
  );
}

/** The plan without the named blocks and their edges, each listed as not built with its reason. */
function withoutBlocks(plan: ArchitecturePlan, reasons: ReadonlyMap<string, string>): ArchitecturePlan {
  const left = plan.blocks.filter((b) => reasons.has(b.name));
  return {
    ...plan,
    blocks: plan.blocks.filter((b) => !reasons.has(b.name)),
    connections: (plan.connections ?? []).filter((c) => !reasons.has(c.from) && !reasons.has(c.to)),
    not_built: [
      ...(plan.not_built ?? []),
      ...left.map((b) => ({
        phrase: b.name,
        ...(b.kind === 'service'
          ? { service: (serviceById(b.options.service)?.label ?? b.options.service).slice(0, 60) }
          : {}),
        reason: (reasons.get(b.name) ?? '').slice(0, 400),
      })),
    ].slice(0, MAX_NOT_BUILT),
  };
}

/**
 * The last resort of a repair round that changed nothing: each block a validator error names (by
 * its resource's id, which starts with the block's name) is left out, with its edges, and listed as
 * not built with the error, so the rest of the design is shown rather than a failed run (a schedule
 * whose only target was left out has nothing to start). A plan is never emptied.
 */
function withoutRefusedBlocks(plan: ArchitecturePlan, diagnostics: readonly Diagnostic[]): ArchitecturePlan {
  const names = plan.blocks.map((b) => b.name).sort((a, b) => b.length - a.length);
  const refused = new Map<string, string>();
  for (const d of diagnostics) {
    const { id } = diagnosticTarget(d);
    const owner = id ? names.find((name) => id.startsWith(name)) : undefined;
    if (owner && !refused.has(owner)) refused.set(owner, d.message);
  }
  if (refused.size === 0 || refused.size === plan.blocks.length) return plan;
  return withoutBlocks(
    plan,
    new Map(
      [...refused].map(([name, message]) => [
        name,
        `Left out rather than built half-way: AWS's validator refused it (${message}).`,
      ]),
    ),
  );
}

/**
 * A block option the brief stated (an instance class, a node type) that the validator refuses,
 * quoting the value on one of the block's resources ("'db.r6g.24xlarge' is not one of ..."), takes
 * the value the architect chooses when the brief states nothing (`unstated`, the same
 * requirements without their stated settings), and a decision says so: never a failed run.
 */
function withRefusedOptionsUnstated(
  plan: ArchitecturePlan,
  diagnostics: readonly Diagnostic[],
  unstated: () => ArchitecturePlan,
): ArchitecturePlan {
  // the values a message lists as allowed ("Valid sizes are ['256', '512', ...]") are not what it refuses
  const refusals = diagnostics.flatMap((d) => {
    const { id } = diagnosticTarget(d);
    return id ? [{ id, message: d.message.replace(/\[[^\]]*\]/g, '') }] : [];
  });
  if (refusals.length === 0) return plan;
  let defaults: ArchitecturePlan | undefined;
  let changed = false;
  const decisions: string[] = [];
  const blocks = plan.blocks.map((block) => {
    const options = block.options as Record<string, unknown>;
    const refusedKeys = Object.keys(options).filter((key) => {
      const value = options[key];
      return (
        (typeof value === 'string' || typeof value === 'number') &&
        refusals.some((r) => r.id.startsWith(block.name) && r.message.includes(`'${value}'`))
      );
    });
    if (refusedKeys.length === 0) return block;
    defaults ??= unstated();
    const fallback = defaults.blocks.find((b) => b.name === block.name && b.kind === block.kind)?.options as
      | Record<string, unknown>
      | undefined;
    const next = { ...options };
    for (const key of refusedKeys) {
      if (fallback?.[key] === undefined || fallback[key] === options[key]) continue;
      changed = true;
      // a stated property of the same value may already have been dropped and said
      if (!plan.decisions.some((d) => d.includes(`"${String(options[key])}"`)))
        decisions.push(
          `${block.name}: the brief's ${key.replace(/_/g, ' ')} ${String(options[key])} is left at ${String(fallback[key])}: AWS's validator refused it.`,
        );
      next[key] = fallback[key];
    }
    return { ...block, options: next } as typeof block;
  });
  if (!changed) return plan;
  return { ...plan, blocks, decisions: [...plan.decisions, ...decisions].slice(0, 30) };
}

/**
 * A service's stated setting the validator refuses on the property it shows in (an instance type
 * the region does not offer) goes back to the family's default, and the decision says so: the
 * checklist then finds the stated value missing and says not met, never a failed run.
 */
function dropRefusedSettings(plan: ArchitecturePlan, diagnostics: readonly Diagnostic[]): ArchitecturePlan {
  const refused = diagnostics.flatMap((d) => {
    const { id, property } = diagnosticTarget(d);
    return id && property ? [{ id, property, message: d.message }] : [];
  });
  if (refused.length === 0) return plan;
  const decisions: string[] = [];
  const blocks = plan.blocks.map((block) => {
    if (block.kind !== 'service') return block;
    const spec = serviceById(block.options.service);
    const settings = { ...block.options.settings };
    let changed = false;
    for (const setting of spec?.stated_settings ?? []) {
      const value = settings[setting.key];
      const blamed = refused.find(
        (r) => r.id.startsWith(block.name) && setting.shows?.path.split('.')[0] === r.property,
      );
      if (value === undefined || !blamed) continue;
      delete settings[setting.key];
      changed = true;
      decisions.push(
        `The brief's ${setting.label ?? setting.key} "${value}" is left at its default: AWS's validator refused it (${blamed.message}).`,
      );
    }
    return changed ? { ...block, options: { ...block.options, settings } } : block;
  });
  if (decisions.length === 0) return plan;
  return { ...plan, blocks, decisions: [...plan.decisions, ...decisions].slice(0, 30) };
}

function dropRefused(plan: ArchitecturePlan, diagnostics: readonly Diagnostic[]): ArchitecturePlan {
  const blamed = new Set(
    diagnostics.map((d) => diagnosticTarget(d).id).filter((id): id is string => Boolean(id)),
  );
  const kept = plan.extra_resources.filter((r) => !blamed.has(r.logical_id));
  const dropped = plan.extra_resources.filter((r) => blamed.has(r.logical_id)).map((r) => r.logical_id);
  // a stated setting the validator refuses (on the property it names) is left at the default, and said
  const refusedProperties = new Set(
    diagnostics.map((d) => diagnosticTarget(d).property).filter((name): name is string => Boolean(name)),
  );
  const stated = plan.stated_properties ?? [];
  const named = stated.filter((p) =>
    p.targets.some((t) => refusedProperties.has(t.path.split('.')[0] ?? '')),
  );
  // an error no stated setting is named in may still come of one (a billing mode without its
  // capacity): with nothing else to change, the stated settings go, so they never fail a run
  const refused = named.length > 0 || dropped.length > 0 ? named : stated;
  if (dropped.length === 0 && refused.length === 0) return plan;
  return {
    ...plan,
    extra_resources: kept,
    ...(refused.length > 0 ? { stated_properties: stated.filter((p) => !refused.includes(p)) } : {}),
    decisions: [
      ...plan.decisions,
      ...(dropped.length > 0 ? [`Dropped ${dropped.join(', ')}: AWS's validator refused them.`] : []),
      ...refused.map((p) => {
        // the validator's own words for the property say why ("'t2.micro' is not valid for region 'me-south-1'")
        const why = [
          ...new Set(
            diagnostics
              .filter((d) => p.targets.some((t) => t.path.split('.')[0] === diagnosticTarget(d).property))
              .map((d) => d.message),
          ),
        ].slice(0, 2);
        return `The brief's "${p.quote}" is left at its default: AWS's validator refused it${why.length > 0 ? ` (${why.join('; ')})` : ''}.`;
      }),
    ].slice(0, 30),
  };
}
