import { placeOf } from '../properties/apply';
import type { StatedProperty } from '../properties/stated';
import { type Assertion, evaluateAll } from './assertions';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/** "AWS::SQS::Queue" -> "SQS Queue"; "LifecycleConfiguration.Rules.*.ExpirationInDays" -> "expiration in days". */
const typeLabel = (type: string) => type.split('::').slice(1).join(' ');
const propertyLabel = (path: string) =>
  (
    path
      .split('.')
      .filter((s) => s !== '*')
      .at(-1) ?? path
  )
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/**
 * Each setting the brief states for a resource the template has (requirements' stated
 * properties), asserted on the property it sets: met only when the template holds the stated
 * value. A value beyond what the property allows is built at the bound and reported not met,
 * saying the bound; a setting for a type the template lacks is left to the service's own entry.
 */
export function statedPropertyItems(
  readings: readonly StatedProperty[],
  resources: readonly TemplateResource[],
): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const taken = new Set<string>();
  for (const reading of readings) {
    const place = placeOf(reading, resources, taken);
    if (!place) continue;
    const { type, target, value: built } = place;
    const asked = target.stated ?? target.value;
    const [tagKey, ...tagValue] = String(built).split('=');
    const tests =
      target.path === 'Tags'
        ? [
            { path: 'Tags.*.Key', op: 'includes' as const, value: tagKey ?? '' },
            { path: 'Tags.*.Value', op: 'includes' as const, value: tagValue.join('=') },
          ]
        : [
            {
              path: target.path,
              op: target.path.includes('*') ? ('includes' as const) : ('equals' as const),
              value: built,
            },
          ];
    const assertion: Assertion = { kind: 'exists', types: [type], where: tests };
    const { status, results } = evaluateAll([assertion], resources);
    const label = `${typeLabel(type)}: ${propertyLabel(target.path)}`;
    const beyond = String(built) !== String(asked);
    items.push({
      kind: 'setting',
      requirement: `${label} ${String(asked)}`,
      quote: reading.quote,
      status: status === 'met' && !beyond ? 'met' : 'not-met',
      resources: (results[0]?.resources ?? []).slice(0, 12),
      detail: beyond
        ? `Not as stated: ${String(asked)} is outside what ${target.path} of ${type} allows; built with ${String(built)}.`
        : status === 'met'
          ? `Set on ${results[0]?.resources.join(', ')}.`
          : `Not in the template: no ${type} has ${target.path} ${String(built)}.`,
      assertions: [assertion],
    });
  }
  return items;
}
