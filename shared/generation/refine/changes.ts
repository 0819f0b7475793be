import { templateResources } from '../checklist/template-facts';
import type { Checklist } from '../checklist/types';
import type { DesignChanges } from './changes-schema';

export { type DesignChanges, designChangesSchema } from './changes-schema';

/** What the diff reads of one version: its final template, its checklist and its cost total. */
export interface VersionFacts {
  template: string;
  checklist: Pick<Checklist, 'items'>;
  cost: { total: { min: number; max: number } };
}

/** The difference between two versions, as the studio shows it under "Change this design". */
export function designChanges(before: VersionFacts, after: VersionFacts): DesignChanges {
  const was = new Map(templateResources(before.template).map((r) => [r.id, r]));
  const is = new Map(templateResources(after.template).map((r) => [r.id, r]));
  const ref = (r: { id: string; type: string }) => ({ id: r.id, type: r.type });
  const entryKey = (e: { kind: string; requirement: string }) => `${e.kind}\u0000${e.requirement}`;
  const entry = (e: Checklist['items'][number]) => ({
    kind: e.kind,
    requirement: e.requirement,
    status: e.status,
  });
  const ledgerBefore = new Map(before.checklist.items.map((e) => [entryKey(e), e]));
  const ledgerAfter = new Map(after.checklist.items.map((e) => [entryKey(e), e]));
  const changed = [...ledgerAfter].flatMap(([key, e]) => {
    const old = ledgerBefore.get(key);
    return old && old.status !== e.status ? [{ ...entry(e), before: old.status }] : [];
  });
  return {
    resources: {
      added: [...is.values()].filter((r) => !was.has(r.id)).map(ref),
      removed: [...was.values()].filter((r) => !is.has(r.id)).map(ref),
      changed: [...is.values()]
        .filter((r) => {
          const old = was.get(r.id);
          return old !== undefined && (old.type !== r.type || stable(old.props) !== stable(r.props));
        })
        .map(ref),
    },
    ledger: {
      added: [...ledgerAfter].filter(([key]) => !ledgerBefore.has(key)).map(([, e]) => entry(e)),
      removed: [...ledgerBefore].filter(([key]) => !ledgerAfter.has(key)).map(([, e]) => entry(e)),
      changed,
      kept: [...ledgerAfter].filter(([key, e]) => ledgerBefore.get(key)?.status === e.status).length,
    },
    cost: { before: before.cost.total, after: after.cost.total },
  };
}

/** JSON with keys in order, so two equal property trees compare equal. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
