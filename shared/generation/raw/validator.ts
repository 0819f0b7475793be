import { type Diagnostic, diagnosticTarget } from '../../cfn/diagnostic';
import type { ArchitecturePlan, ExtraResource } from '../plan';
import type { DroppedRaw } from './drop';

/** The validator's messages per logical id its paths point at (`Resources/<id>/...`). */
function messagesById(diagnostics: readonly Diagnostic[]): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const d of diagnostics) {
    const { id } = diagnosticTarget(d);
    if (!id) continue;
    byId.set(id, [...(byId.get(id) ?? []), d.message]);
  }
  return byId;
}

const same = (a: ExtraResource, b: ExtraResource | undefined) =>
  b !== undefined && a.type === b.type && JSON.stringify(a.properties) === JSON.stringify(b.properties);

/**
 * The repair loop's end for raw resources: one AWS's validator refused in the previous round is
 * dropped, with the validator's words, when the architect sent it back unchanged, or when this is
 * the last round (a raw resource never fails the whole run). A block's errors are left to the
 * architect and the gate, as before.
 */
export function refusedByValidator(
  plan: ArchitecturePlan,
  previous: ArchitecturePlan,
  diagnostics: readonly Diagnostic[],
  lastRound: boolean,
): DroppedRaw[] {
  const blamed = messagesById(diagnostics);
  const before = new Map(previous.extra_resources.map((r) => [r.logical_id, r]));
  return plan.extra_resources.flatMap((resource) => {
    const messages = blamed.get(resource.logical_id);
    if (!messages || (!lastRound && !same(resource, before.get(resource.logical_id)))) return [];
    const text = [...new Set(messages)].slice(0, 3).join('; ');
    return [
      { logical_id: resource.logical_id, type: resource.type, reason: `AWS's validator refused it: ${text}` },
    ];
  });
}
