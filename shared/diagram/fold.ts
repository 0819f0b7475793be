import type { Resource } from '../cfn/types';
import { FOLD_RULES, type FoldRule } from './fold-rules';
import type { Reference } from './references';

/** Which folds to undo: every one, or those into the listed boxes (one level each). */
export type Expand = 'all' | readonly string[];

/**
 * The box each foldable resource folds into, following chains (a role folds into an instance
 * profile, which folds into a launch template, which folds into its Auto Scaling group), by the
 * rules of ./fold-rules. The answer maps a folded resource to the resource or VPC/subnet that
 * shows it; resources with a box of their own are absent. Rules that fold into a container are
 * applied later, once containment is known.
 */
export function foldOwners(
  resources: readonly Resource[],
  refs: ReadonlyMap<string, Reference[]>,
  expand: Expand = [],
): Map<string, string> {
  const owners = new Map<string, string>();
  if (expand === 'all') return owners;
  const opened = new Set(expand);
  const typeOf = new Map(resources.map((r) => [r.logicalId, r.type]));
  const referrers = new Map<string, { source: string; kind: Reference['kind'] }[]>();
  for (const [source, list] of refs) {
    for (const ref of list) {
      const users = referrers.get(ref.target) ?? [];
      users.push({ source, kind: ref.kind });
      referrers.set(ref.target, users);
    }
  }
  const settled = new Map<string, string>();
  const resolving = new Set<string>();

  /** the box that shows `id`: itself when it does not fold (or folding would loop) */
  const shownIn = (id: string): string => {
    const known = settled.get(id);
    if (known) return known;
    if (resolving.has(id)) return id;
    resolving.add(id);
    const direct = directOwner(id);
    const owner = direct && !opened.has(direct) ? shownIn(direct) : id;
    resolving.delete(id);
    settled.set(id, owner === id || resolving.has(owner) ? id : owner);
    return settled.get(id) as string;
  };

  const directOwner = (id: string): string | undefined => {
    const type = typeOf.get(id) ?? '';
    const rule: FoldRule | undefined = Object.hasOwn(FOLD_RULES, type) ? FOLD_RULES[type] : undefined;
    if (!rule) return undefined;
    const own = (refs.get(id) ?? []).filter((ref) => ref.kind !== 'DependsOn');
    for (const property of rule.into ?? []) {
      const found = own.find((ref) => ref.property === property);
      if (found) return found.target;
    }
    if (!rule.usedBy) return undefined;
    const ignore = new Set(rule.usedBy.ignore ?? []);
    const everyUser = (referrers.get(id) ?? []).filter((user) => !ignore.has(typeOf.get(user.source) ?? ''));
    const users = everyUser.filter((user) => user.kind !== 'DependsOn');
    const boxes = (list: typeof users) =>
      [...new Set(list.map((user) => shownIn(user.source)))].filter((box) => box !== id);
    const all = boxes(users);
    if (all.length === 1) return all[0];
    // only waited for (a database that DependsOn the log groups it writes to): still its one user
    const waiting = all.length === 0 ? boxes(everyUser) : [];
    if (waiting.length === 1) return waiting[0];
    const prefer = new Set(rule.usedBy.prefer ?? []);
    const preferred = boxes(users.filter((user) => prefer.has(typeOf.get(user.source) ?? '')));
    if (all.length > 1) return preferred.length === 1 ? preferred[0] : undefined;
    if (!rule.refersToOne) return undefined;
    // shared helpers it names (its KMS key) don't count: the one main resource does
    const targets = [...new Set(own.map((ref) => ref.target))].filter(
      (target) => !Object.hasOwn(FOLD_RULES, typeOf.get(target) ?? ''),
    );
    return targets.length === 1 ? targets[0] : undefined;
  };

  for (const { logicalId } of resources) {
    const owner = shownIn(logicalId);
    if (owner !== logicalId) owners.set(logicalId, owner);
  }
  return owners;
}

/** Whether the rules fold this type into the container around it. */
export function foldsIntoContainer(type: string): boolean {
  return Object.hasOwn(FOLD_RULES, type) && FOLD_RULES[type].container === true;
}
