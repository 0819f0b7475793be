import { isStatefulType, replacementAt } from '#shared/cfn/replacement';
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
    if (answer.replacement === 'False') continue;
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
  return undefined;
}

type Answer = ReturnType<typeof replacementAt>;

/**
 * `replacementAt` for the property a patch path (from the template root) writes, remembered per
 * scan, type and property path: a scan asks it for every fixable finding on a stateful resource,
 * and the answer depends on nothing else. Path keys tell a list index (number) from a text key.
 */
const answersByScan = new WeakMap<ScanContext, Map<string, Answer>>();

function replacementUnder(ctx: ScanContext, type: string, path: readonly (string | number)[]): Answer {
  let answers = answersByScan.get(ctx);
  if (!answers) {
    answers = new Map();
    answersByScan.set(ctx, answers);
  }
  let key = type;
  for (let i = 3; i < path.length; i++) {
    const part = path[i];
    key += typeof part === 'number' ? `\u0000#${part}` : `\u0000'${part}`;
  }
  let answer = answers.get(key);
  if (!answer) {
    answer = replacementAt(type, path.slice(3));
    answers.set(key, answer);
  }
  return answer;
}
