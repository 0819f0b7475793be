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
    const answer = replacementAt(resource.type, path.slice(3));
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
