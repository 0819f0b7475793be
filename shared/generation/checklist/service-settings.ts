import { type LedgerWords, ledgerWords } from '../ledger-words';
import { type Assertion, evaluateAll } from './assertions';
import { buildsService, type NamedService } from './service-names';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/** The resource types an assertion speaks of (none for the kinds that name resources by id). */
const typesOf = (assertion: Assertion): readonly string[] =>
  assertion.kind === 'exists' || assertion.kind === 'absent' || assertion.kind === 'every'
    ? assertion.types
    : [];

/**
 * A service entry with what the brief states of that service: the assertions of every setting
 * entry (a count, a size, an access setting) whose resources the service builds join the entry's
 * own, so "Amazon DocumentDB" is met only when the template has the cluster with the stated
 * instances and class, and partly when it has the service but not as stated. A refused service,
 * or one the account already has, is an entry for its absence and takes no settings.
 */
export function withStatedSettings(
  item: ChecklistItem,
  service: NamedService,
  settings: readonly ChecklistItem[],
  resources: readonly TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem {
  const [own] = item.assertions ?? [];
  if (own?.kind !== 'exists') return item;
  const stated = settings.filter((s) => {
    const types = (s.assertions ?? []).flatMap(typesOf);
    return types.length > 0 && types.every((type) => buildsService(service, type));
  });
  if (stated.length === 0) return item;
  const assertions = [own, ...stated.flatMap((s) => s.assertions ?? [])];
  const { status } = evaluateAll(assertions, resources);
  const short = stated.filter((s) => evaluateAll(s.assertions ?? [], [...resources]).status !== 'met');
  return {
    ...item,
    status,
    detail:
      short.length === 0
        ? `${item.detail} ${words.asStated(stated.map((s) => s.requirement).join(words.clauseSeparator))}`
        : `${item.detail} ${words.notAsStated(short.map((s) => s.requirement).join(words.clauseSeparator))}`,
    assertions,
  };
}
