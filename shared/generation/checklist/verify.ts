import { evaluateAll } from './assertions';
import { templateResources } from './template-facts';
import type { Checklist, ChecklistItem } from './types';

/**
 * The checklist's "met" items that their own assertions do not confirm on the template: the
 * benchmark's count of false "met" (0 is the goal). Items without assertions (the budget, region
 * and frameworks, judged by the cost and security reviews) are left out.
 */
export function unconfirmedMet(checklist: Checklist, template: string): ChecklistItem[] {
  const resources = templateResources(template);
  return checklist.items.filter(
    (item) =>
      item.status === 'met' &&
      item.assertions !== undefined &&
      evaluateAll(item.assertions, resources).status !== 'met',
  );
}
