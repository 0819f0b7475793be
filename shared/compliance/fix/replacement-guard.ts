import { isStatefulType, replacementAt } from '#shared/cfn/replacement';
import type { Resource } from '#shared/cfn/types';
import { nameOf } from '../rules/_lib/nouns';
import type { ScanContext, TemplatePatch } from '../types';

/**
 * Why a fix must stay a suggestion because it would make CloudFormation replace a resource that
 * holds data: a property that can only be set at creation (per the service specification) on a
 * stateful type means a new, empty database, volume or bucket. The patches are the rule's own,
 * before any move to a parameter Default, so the property they aim at is still visible.
 */
export function replacesStatefulResource(
  ctx: ScanContext,
  patches: readonly TemplatePatch[],
): string | undefined {
  for (const patch of patches) {
    const path = patch.path;
    const logicalId = path[1];
    if (path[0] !== 'Resources' || typeof logicalId !== 'string') continue;
    const resource = ctx.byId(logicalId);
    if (!resource || !isStatefulType(resource.type)) continue;
    // a patch of the whole resource or of all its Properties touches every property
    if (path.length > 2 && path[2] !== 'Properties') continue;
    const answer = replacementUnder(ctx, resource.type, path);
    if (answer.replacement !== 'False') return replacementReason(resource, answer);
  }
  return undefined;
}

export type ReplacementAnswer = ReturnType<typeof replacementAt>;
type Answer = ReplacementAnswer;

/** Why a fix whose change replaces `resource` (`answer` is not False) is only suggested. */
export function replacementReason(resource: Resource, answer: ReplacementAnswer): string {
  const named = answer.properties.slice(0, 3).join(', ');
  if (answer.replacement === 'Conditional')
    return (
      `CloudFormation may replace ${nameOf(resource)} with a new, empty one when ${named} changes, ` +
      'depending on the change, losing its data: apply it yourself after a change set shows no replacement'
    );
  return (
    `changing ${named} makes CloudFormation replace ${nameOf(resource)} with a new, empty one, losing its data. ` +
    'Migrate instead: take a snapshot (or backup), restore it into a new resource with this setting, ' +
    'switch your applications to it, then retire the old one'
  );
}

/** One step of a property path in the memory: the answer there, and the steps below it. */
interface Step {
  answer?: Answer;
  /** text keys and list indexes apart: `0` and `'0'` are different paths */
  keys?: Map<string, Step>;
  items?: Map<number, Step>;
}

/**
 * `replacementAt` for the property a patch path (from the template root) writes, remembered per
 * scan, type and property path: a scan asks it for every fixable finding on a stateful resource,
 * and the answer depends on nothing else. The memory is a tree of the paths' own keys, so no key
 * text is built per question and no key can pass for two paths (replacement-cache.test.ts).
 */
const answersByScan = new WeakMap<ScanContext, Map<string, Step>>();

function replacementUnder(ctx: ScanContext, type: string, path: readonly (string | number)[]): Answer {
  let types = answersByScan.get(ctx);
  if (!types) {
    types = new Map();
    answersByScan.set(ctx, types);
  }
  let step = types.get(type);
  if (!step) {
    step = {};
    types.set(type, step);
  }
  for (let i = 3; i < path.length; i++) step = below(step, path[i]);
  step.answer ??= replacementAt(type, path.slice(3));
  return step.answer;
}

function below(step: Step, part: string | number): Step {
  let next: Step | undefined;
  if (typeof part === 'number') {
    step.items ??= new Map();
    next = step.items.get(part);
    if (!next) {
      next = {};
      step.items.set(part, next);
    }
  } else {
    step.keys ??= new Map();
    next = step.keys.get(part);
    if (!next) {
      next = {};
      step.keys.set(part, next);
    }
  }
  return next;
}
