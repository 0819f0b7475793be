import { type LedgerWords, typeLabel } from '../ledger-words';
import type { NamedType } from '../properties/named-type-spec';
import { type Assertion, evaluateAll } from './assertions';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';
import { countAt } from './written-count';

/**
 * Each registry type the brief names by its words (requirements' named types), asserted on the
 * final template: a resource of the type exists (as many as the brief counts), with every value
 * the brief states for it. Its
 * status is what the assertion returns, so a type that was not built (or a gate dropped) is not met.
 */
export function namedTypeItems(
  named: readonly NamedType[],
  resources: readonly TemplateResource[],
  words: LedgerWords,
  text = '',
): ChecklistItem[] {
  return named.map((mention) => {
    const where = Object.entries(mention.values).map(([path, value]) => ({
      path,
      op: 'equals' as const,
      value,
    }));
    // as many as the brief counts ("two routing controls"): one of two is not what it asked
    const count = countAt(text, [mention.quote, mention.type]);
    const assertion: Assertion = {
      kind: 'exists',
      types: [mention.type],
      ...(where.length > 0 ? { where } : {}),
      ...(count ? { count } : {}),
    };
    const { status, results } = evaluateAll([assertion], resources);
    const found = results[0]?.resources ?? [];
    const stated = where.map((w) => `${w.path} ${String(w.value)}`).join(', ');
    return {
      kind: 'service' as const,
      requirement: `${count ? `${count} × ` : ''}${typeLabel(mention.type)}${stated ? ` (${stated})` : ''}`,
      quote: mention.quote,
      status: status === 'met' ? ('met' as const) : ('not-met' as const),
      resources: found.slice(0, 12),
      detail: status === 'met' ? words.builtAsIds(found.join(', ')) : words.noTypeWith(mention.type, stated),
      assertions: [assertion],
    };
  });
}
