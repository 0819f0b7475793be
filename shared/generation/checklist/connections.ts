import { type LedgerWords, ledgerWords } from '../ledger-words';
import type { SynthesizedTemplate } from '../reviews';
import { type Assertion, evaluateAll } from './assertions';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

type EdgeCheck = NonNullable<SynthesizedTemplate['edges']>[number];

/** What an assertion of an edge asks, in the words the checklist's detail uses. */
function said(assertion: Assertion): string {
  switch (assertion.kind) {
    case 'grants':
      return `${assertion.role} may ${assertion.actions[0]}${assertion.actions.length > 1 ? ' (and the rest)' : ''} on it`;
    case 'refers':
      return `${assertion.from} is told where ${assertion.to} is`;
    case 'joined':
      return `${assertion.ids[0]} and ${assertion.ids[1]} are joined (trigger, subscription or network rule)`;
    case 'exists':
      return `a ${assertion.types.join(' or ')} gives a way out to the service's endpoint`;
    default:
      return assertion.kind;
  }
}

/**
 * Each edge of the design as an entry of the checklist: met only when everything both its sides
 * need holds on the final template (the permission on the exact resource, the trigger, the
 * network path, the caller's configuration); what does not hold is named, so a design with a
 * broken edge is never shown as working.
 */
export function connectionItems(
  edges: readonly EdgeCheck[],
  resources: readonly TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem[] {
  return edges.map((edge) => {
    const requirement = words.reaches(edge.from, edge.to);
    if (edge.left_out)
      return {
        kind: 'connection' as const,
        requirement,
        status: 'not-met' as const,
        resources: [],
        detail: words.edgeLeftOut(edge.left_out),
      };
    if (edge.unbuilt || edge.assertions.length === 0)
      return {
        kind: 'connection' as const,
        requirement,
        status: 'not-met' as const,
        resources: [],
        detail: edge.unbuilt ? words.edgeUnbuilt(edge.unbuilt) : words.edgeUncarried,
      };
    const { status, results } = evaluateAll(edge.assertions, resources);
    const failing = edge.assertions.filter((_, i) => !results[i]?.holds);
    return {
      kind: 'connection' as const,
      requirement,
      // an edge missing any of its sides does not work: there is no "partly" connected
      status: status === 'met' ? ('met' as const) : ('not-met' as const),
      resources: [...new Set(results.flatMap((r) => r.resources))].slice(0, 12),
      detail:
        failing.length === 0 ? words.edgeWired : words.missing(failing.map(said).join(words.clauseSeparator)),
      assertions: edge.assertions,
    };
  });
}
