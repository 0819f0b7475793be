/**
 * Stated settings onto the template: each sets its property on the resources of the first of its
 * types the template has, kept within what the registry schema allows for that type. Where the
 * template already has the property (the architect's default), the stated value replaces it on
 * every such resource; else it is added to the resource the design is about (not a dead-letter
 * queue, a log bucket or a trail). A path through a list sets the lists the template has; a size
 * of a known shape only replaces a default of the same place, never adds one.
 */

import { answerTo, isShapedIdentifier } from './identifiers';
import { nameWords } from './name-words';
import { codeForRuntimes } from './runtime-code';
import { isListOfValues, isMapPath, isNumeric, leafOf, targetKey } from './schema';
import { isContainerPort, isPathPath, isShapePath, PORT_KEY, RANGE_PREFIXES } from './sizes';
import type { StatedProperty, StatedTarget } from './stated';
import { BROUGHT_ALONG, PLAIN_NAME_WORDS, RESTATED_LISTS } from './words';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Resources that stand beside the one the design is about. */
export const AUXILIARY = /dead|dlq|log|access|trail|flow|replica|audit|alarm|backup|mirror|endpoint/i;

const isIntrinsic = (v: unknown) =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).some((k) => k === 'Ref' || k.startsWith('Fn::'));

/** Whether the resource already has a value at the path (through every list on the way). */
function has(value: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return value !== undefined;
  if (value === null || typeof value !== 'object') return false;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '*') return Array.isArray(value) && value.some((v) => has(v, rest));
  if (Array.isArray(value) || isIntrinsic(value)) return false;
  return has((value as Record<string, unknown>)[key], rest);
}

/** Sets the value at the path, making the objects on the way; lists must exist. */
function set(target: Record<string, unknown>, path: readonly string[], value: unknown, depth = 0): boolean {
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    target[key] = value;
    return true;
  }
  if (rest.length === 1 && rest[0] === '*') {
    // a list of plain values ("Architectures"): the stated one alone
    target[key] = [value];
    return true;
  }
  if (rest[0] === '*') {
    // one stated value fits one item: in a list of several (two lifecycle transitions), which one
    // the brief means is not known, so none is changed, unless every item holds the same default
    // there (a budget's actual and forecast alerts both at 100%): the stated value replaces it
    const list = target[key];
    const items = Array.isArray(list)
      ? list.filter((i) => i && typeof i === 'object' && !isIntrinsic(i))
      : [];
    if (items.length === 0 || items.length !== (list as unknown[]).length) return false;
    const inner = rest.slice(1);
    const held = new Set(items.map((i) => JSON.stringify(valueAt(i, inner.join('.')))));
    if (items.length > 1 && (held.size !== 1 || valueAt(items[0], inner.join('.')) === undefined))
      return false;
    return items.map((item) => set(item, inner, value, depth + 2)).every(Boolean);
  }
  // a missing object is made only at the resource's top ("VersioningConfiguration"): deeper, it is
  // one of several alternatives or needs properties of its own the brief did not state
  const inner = target[key];
  if (inner === undefined && depth === 0) target[key] = {};
  else if (inner === null || typeof inner !== 'object' || Array.isArray(inner) || isIntrinsic(inner))
    return false;
  return set(target[key] as Record<string, unknown>, rest, value, depth + 1);
}

/** A value within what the property of this type allows (its bounds, its allowed values). */
export function fitTo(
  type: string,
  path: string,
  value: string | number | boolean,
): string | number | boolean | undefined {
  // a tag is a Key=Value added to the type's list of tags
  if (path === 'Tags')
    return leafOf(type, 'Tags.*.Key') && /^[^=]+=.+$/.test(String(value)) ? String(value) : undefined;
  const leaf = leafOf(type, path);
  if (!leaf) return undefined;
  // an entry of a map is a NAME=value added to it
  if (leaf.m === 1) return /^[A-Za-z_][\w.-]*=.*$/.test(String(value)) ? String(value) : undefined;
  if (isNumeric(leaf)) {
    let n = Number(value);
    if (!Number.isFinite(n)) return undefined;
    if (leaf.min !== undefined && n < leaf.min) n = leaf.min;
    if (leaf.max !== undefined && n > leaf.max) n = leaf.max;
    const allowed = leaf.e?.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
    if (allowed?.length) n = allowed.find((v) => v >= n) ?? (allowed.at(-1) as number);
    return leaf.t === 'string' ? String(Math.round(n)) : leaf.t === 'integer' ? Math.round(n) : n;
  }
  if (leaf.t === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (leaf.e && !leaf.e.map(String).includes(String(value))) return undefined;
  return String(value);
}

/** A resource as both synthesis and the checklist hold it. */
export interface PlacedResource {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

/**
 * Where a stated setting goes in this template: the first of its properties whose type the
 * template has and already sets (the architect's default it replaces), else the first whose type
 * it has (a size only ever replaces); none twice (`taken`).
 */
export function placeOf(
  reading: StatedProperty,
  resources: readonly PlacedResource[],
  taken: Set<string>,
): { target: StatedTarget; type: string; value: string | number | boolean; ids: string[] } | undefined {
  const [lead] = reading.targets;
  // the first reading's property on another type of its family is as likely (a database's
  // backups, read for its cluster, on the instance the design builds)
  const sibling = (t: StatedTarget) =>
    lead !== undefined && t.path === lead.path && t.type.split('::')[1] === lead.type.split('::')[1];
  const open = reading.targets.filter(
    (t, rank) =>
      (rank === 0 || t.said === true || sibling(t)) &&
      !taken.has(placedKey(t)) &&
      resources.some((r) => r.type === t.type),
  );
  const holders = (t: StatedTarget) => {
    const ofType = resources.filter((r) => r.type === t.type);
    const mainOnes = ofType.filter((r) => !AUXILIARY.test(r.id));
    const pool = mainOnes.length > 0 ? mainOnes : ofType;
    // a path replaces one the resource holds, through its lists ("FileSystemConfigs.*.LocalMountPath")
    const holding = pool.filter((r) =>
      isShapePath(t.path) && !isPathPath(t.path)
        ? sameShape(valueAt(r.props, t.path), t.value, resources)
        : has(r.props, t.path.split('.')),
    );
    return { pool, holding };
  };
  // a name goes to the thing the brief gives it to (its first reading), never to another type
  // whose default name happens to be set; a size, or a key of a JSON value (a redrive policy's
  // receive count), only replaces what the template holds
  // a value opens a block of settings the design lacks only where its sentence names the block or
  // the property in the brief's own words ("5 read capacity units", "stream view type"), never
  // through a synonym alone: a function's durable execution is not switched on by "keep the order
  // records for 7 years"
  const said = ` ${reading.sentence ?? reading.quote.toLowerCase()} `;
  const opensUnsaidBlock = (t: StatedTarget) => {
    const parent = t.path.split('.').slice(0, -1);
    // a map's entries are names the brief gives ("STAGE=prod"): they are said as written
    if (parent.length === 0 || isMapPath(t.type, t.path)) return false;
    if (holders(t).pool.some((r) => has(r.props, parent))) return false;
    const words = t.path
      .split('.')
      .flatMap(nameWords)
      .filter((w) => w.length > 2 && !PLAIN_NAME_WORDS.has(w));
    return words.length > 0 && !words.some((w) => said.includes(w));
  };
  const [first] = open;
  // the best reading, of a type the brief names and the template has, is set where it can be,
  // before another service's default ("deleted after 7 years" is the bucket's, not the backup
  // rule's); a default its own service holds comes first (an Aurora instance's, read for its cluster)
  const settable = (t: StatedTarget) =>
    holders(t).holding.length > 0 ||
    // through a list, only where the list is (its items get the value)
    ((!t.path.includes('*') ||
      holders(t).pool.some((r) => has(r.props, t.path.split('.*')[0]?.split('.') ?? []))) &&
      !isShapePath(t.path) &&
      leafOf(t.type, t.path)?.j === undefined &&
      !opensUnsaidBlock(t));
  const best = first === lead && first?.said === true && settable(first) ? first : undefined;
  const ownService = (t: StatedTarget) => t.type.split('::')[1] === lead?.type.split('::')[1];
  const target =
    (first && isNamePath(first) ? first : undefined) ??
    open.find((t) => ownService(t) && holders(t).holding.length > 0) ??
    best ??
    open.find((t) => holders(t).holding.length > 0) ??
    open.find((t) => !isShapePath(t.path) && leafOf(t.type, t.path)?.j === undefined && !opensUnsaidBlock(t));
  if (!target) return undefined;
  const value = fitTo(target.type, target.path, target.value);
  if (value === undefined) return undefined;
  taken.add(placedKey(target));
  const { pool, holding } = holders(target);
  // a name is one resource's: where several already hold names of their own (two SFTP users the
  // brief named), one given elsewhere in the brief is none of theirs unless one holds it already
  const names = isNamePath(target)
    ? new Set(holding.map((r) => JSON.stringify(valueAt(r.props, target.path))))
    : undefined;
  if (names && names.size > 1 && !names.has(JSON.stringify(value))) return undefined;
  // a kind of thing the brief asks for (an allowed value: "an HTTPS listener") that a resource is
  // already is met by it: the others (the HTTP listener that redirects to it) are left as they are;
  // a number ("logs kept 90 days") is every holder's
  // and a name one of several holds already (each of three queues named from a list) stays that one's
  const kind = leafOf(target.type, target.path)?.e !== undefined || (names !== undefined && names.size > 1);
  const already = kind ? holding.filter((r) => valueThrough(r.props, target.path.split('.')) === value) : [];
  // a further name the brief gives a type goes to the first of it not named yet ("three buckets:
  // raw, processed and archive" names three), in this run (`taken` holds the named ones)
  const unnamed = names ? pool.filter((r) => !taken.has(namedKey(r.id))) : [];
  const further = unnamed.length > 0 && unnamed.length < pool.length;
  // once each is named, another name is none of theirs: the first said stays
  if (names && already.length === 0 && unnamed.length === 0) return undefined;
  const ids = (
    already.length > 0
      ? already
      : further
        ? unnamed.slice(0, 1)
        : holding.length > 0
          ? namedBy(holding, said)
          : pool.slice(0, 1)
  ).map((r) => r.id);
  if (names) for (const id of ids) taken.add(namedKey(id));
  return { target, type: target.type, value, ids };
}

/**
 * Of several resources of a type, those the sentence names by a word that tells them apart, said
 * just before a word they all share ("a public subnet with MapPublicIpOnLaunch": the public
 * subnets, not the private ones; "API Gateway writes ..., keep the logs" names no log group);
 * all of them where it names none.
 */
function namedBy(resources: readonly PlacedResource[], said: string): readonly PlacedResource[] {
  const words = resources.map((r) => new Set(nameWords(r.id.replace(/\d+/g, ''))));
  const all = words.flatMap((w) => [...w]);
  const shared = all.filter((w) => words.every((own) => own.has(w)));
  const telling = new Set(all.filter((w) => w.length > 2 && !shared.includes(w)));
  if (shared.length === 0) return resources;
  const before = (w: string) =>
    new RegExp(`(?:^|\\s)${w}\\s+(?:\\S+\\s+)?(?:${shared.join('|')})s?(?=\\s|$)`);
  const named = resources.filter((_, i) =>
    [...(words[i] ?? [])].some((w) => telling.has(w) && before(w).test(said)),
  );
  return named.length > 0 ? named : resources;
}

/** How `taken` holds a property set: once per brief, but a type's own name once per name (several may be named). */
const placedKey = (t: StatedTarget) =>
  `${targetKey(t.type, t.path, t.value)}${isNamePath(t) ? `=${String(t.value)}` : ''}`;

/** How `taken` holds that a resource has a name the brief gave it in this run. */
const namedKey = (id: string) => `named ${id}`;

/** A type's own name, given as text (`RepositoryName`, `Name`), not a name from a list of allowed ones. */
const isNamePath = (t: StatedTarget) => {
  const leaf = leafOf(t.type, t.path);
  return /(^|\.)[A-Za-z]*Name$/.test(t.path) && leaf?.t === 'string' && !leaf.e && !t.path.includes('*');
};

/** The plain value at a path without lists ("CidrBlock"), if any. */
function valueAt(props: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      props,
    );
}

const prefixOf = (v: unknown) => {
  const bits = /\/(\d+)$/.exec(String(v))?.[1];
  return bits === undefined ? undefined : Number(bits);
};

/** Each `Fn::Cidr` in a value: the range it cuts, how many blocks and each block's host bits. */
function cutsIn(value: unknown, found: unknown[][] = []): unknown[][] {
  if (Array.isArray(value)) for (const v of value) cutsIn(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'Fn::Cidr' && Array.isArray(v)) found.push(v);
      cutsIn(v, found);
    }
  return found;
}

/** The host bits each block cut from a range of `prefix` may have so `count` of them fit, at most `bits`. */
const fittedBits = (prefix: number, count: number, bits: number) =>
  Math.min(bits, 32 - prefix - Math.ceil(Math.log2(Math.max(1, count))));
/** The smallest block AWS gives a subnet (/28): four host bits. */
const LEAST_HOST_BITS = 4;

/**
 * A default a stated shape may replace: a plain value; for a range, one whose subnets can be cut
 * from the stated range (each block made smaller where it must, never below a /28).
 */
function sameShape(current: unknown, stated: unknown, resources: readonly PlacedResource[]): boolean {
  if (typeof current !== 'string') return false;
  const [from, to] = [prefixOf(current), prefixOf(stated)];
  if (from === undefined || from === to) return true;
  if (to === undefined || to < RANGE_PREFIXES[0] || to > RANGE_PREFIXES[1]) return false;
  return resources.every((r) =>
    cutsIn(r.props)
      .filter((cut) => cut[0] === current)
      .every((cut) => fittedBits(to, Number(cut[1]), Number(cut[2])) >= LEAST_HOST_BITS),
  );
}

/** The blocks cut from a range made small enough that as many fit in it (see sameShape). */
function recut(value: unknown, range: string): void {
  const prefix = prefixOf(range);
  if (prefix === undefined) return;
  for (const cut of cutsIn(value))
    if (cut[0] === range && typeof cut[2] === 'number') cut[2] = fittedBits(prefix, Number(cut[1]), cut[2]);
}

/** Replaces every plain string equal to `from` (a range the template repeats in its rules and subnets). */
function replaceEverywhere(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((v) => replaceEverywhere(v, from, to));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceEverywhere(v, from, to)]));
  return value;
}

/**
 * The readings with those that say which item of a restated list they mean (an allowed value: a
 * storage class) first: the list is cut to that item before a number (its days) is set on it.
 */
function restatedFirst(readings: readonly StatedProperty[]): StatedProperty[] {
  const names = (r: StatedProperty) =>
    r.targets.some(
      (t) =>
        (RESTATED_LISTS[t.type] ?? []).some((l) => t.path.startsWith(`${l}.*.`)) &&
        leafOf(t.type, t.path)?.e !== undefined,
    );
  return [...readings.filter(names), ...readings.filter((r) => !names(r))];
}

/**
 * A list of defaults the brief restates (see RESTATED_LISTS), cut to the one item a stated value
 * at `path` goes to: the item that already holds the value, else the first.
 */
function restateList(props: Record<string, unknown>, type: string, path: string, value: unknown): void {
  const list = (RESTATED_LISTS[type] ?? []).find((l) => path.startsWith(`${l}.*.`));
  // only a value that says which item it is (a storage class) cuts the list; a number alone does not
  if (!list || leafOf(type, path)?.e === undefined) return;
  const field = path.slice(list.length + 3);
  const holder = valueThrough(props, list.split('.').slice(0, -1));
  const key = list.split('.').at(-1) as string;
  if (!holder || typeof holder !== 'object' || Array.isArray(holder)) return;
  const items = (holder as Record<string, unknown>)[key];
  if (!Array.isArray(items) || items.length < 2) return;
  const same = items.find((i) => valueThrough(i, field.split('.')) === value);
  (holder as Record<string, unknown>)[key] = [structuredClone(same ?? items[0])];
}

/** The value at a path through lists of one item ("LoadBalancers.*.ContainerPort"), if any. */
function valueThrough(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '*')
    return Array.isArray(value) && value.length === 1 ? valueThrough(value[0], rest) : undefined;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? valueThrough((value as Record<string, unknown>)[key], rest)
    : undefined;
}

/** Replaces a port number wherever a key for a port holds it (`ContainerPort`, `Port`, `FromPort`, `ToPort`). */
function replacePort(value: unknown, from: number, to: number): unknown {
  if (Array.isArray(value)) return value.map((v) => replacePort(v, from, to));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        PORT_KEY.test(k) && v === from ? to : replacePort(v, from, to),
      ]),
    );
  return value;
}

/**
 * Sets each stated setting on the template's resources (in place), each where `placeOf` says,
 * then gives each function code in its stated runtime. A setting where the template asks a
 * parameter is that parameter's answer: the answers are returned, by parameter, for the template
 * to write in wherever it asks them.
 */
export function applyStatedProperties(
  resources: Resources,
  readings: readonly StatedProperty[],
  /** the template's parameters: a function's code package is asked for there */
  parameters: Record<string, unknown> = {},
): Record<string, string> {
  const answered: Record<string, string> = {};
  const placed = Object.entries(resources).map(([id, r]) => ({
    id,
    type: r.Type,
    props: r.Properties ?? {},
  }));
  const taken = new Set<string>();
  /** the lists of values a stated item has set in this run (resource and path) */
  const listed = new Set<string>();
  for (const reading of restatedFirst(readings)) {
    const place = placeOf(reading, placed, taken);
    if (!place) continue;
    for (const id of place.ids) {
      const resource = resources[id];
      if (!resource) continue;
      resource.Properties ??= {};
      if (place.target.path === 'Tags') {
        const [key, ...rest] = String(place.value).split('=');
        const tags = Array.isArray(resource.Properties.Tags) ? (resource.Properties.Tags as unknown[]) : [];
        resource.Properties.Tags = [
          ...tags.filter((t) => (t as { Key?: unknown }).Key !== key),
          { Key: key, Value: rest.join('=') },
        ];
        continue;
      }
      // the blocks may share nested objects between resources and runs: the resource gets its own copy
      resource.Properties = structuredClone(resource.Properties);
      if (isMapPath(place.type, place.target.path)) {
        const [name = '', ...rest] = String(place.value).split('=');
        const map = valueAt(resource.Properties, place.target.path);
        const entries = map && typeof map === 'object' && !isIntrinsic(map) ? map : {};
        set(resource.Properties, place.target.path.split('.'), { ...entries, [name]: rest.join('=') });
        continue;
      }
      // a value the template asks at deployment (a parameter: the site's domain, the listener's
      // certificate) is the parameter's answer, for every place that asks it; a value its allowed
      // pattern refuses is not written
      const asked = parameterAt(resource.Properties, place.target.path, parameters);
      if (asked !== undefined) {
        const answer = answerTo(
          String(place.value),
          (parameters[asked] as { AllowedPattern?: unknown }).AllowedPattern,
        );
        if (answer !== undefined) answered[asked] ??= answer;
        continue;
      }
      // an identifier known only by its shape answers what the template asks or fills what it
      // lacks; it never replaces a name the template writes (a record's, read from its own words)
      if (
        isShapedIdentifier(place.value) &&
        valueThrough(resource.Properties, place.target.path.split('.')) !== undefined
      )
        continue;
      restateList(resource.Properties, place.type, place.target.path, place.value);
      const before = valueAt(resource.Properties, place.target.path);
      const portBefore = valueThrough(resource.Properties, place.target.path.split('.'));
      const listKey = `${id} ${place.target.path}`;
      if (isListOfValues(place.type, place.target.path) && listed.has(listKey)) {
        // a further stated item of a list of values joins the ones stated before it
        const list = valueAt(resource.Properties, place.target.path.slice(0, -2));
        if (Array.isArray(list) && !list.includes(place.value)) list.push(place.value);
      } else set(resource.Properties, place.target.path.split('.'), place.value);
      listed.add(listKey);
      for (const along of BROUGHT_ALONG)
        if (
          along.type === place.type &&
          along.path === place.target.path &&
          (along.value === undefined || along.value === place.value)
        )
          for (const [path, value, when] of along.sets) {
            const held = valueThrough(resource.Properties, path.split('.'));
            if (when === 'at least') {
              // a size the template writes as text ("20") stays text
              if (held === undefined || Number(held) < Number(value))
                set(resource.Properties, path.split('.'), typeof held === 'string' ? String(value) : value);
            } else if (!when || held === undefined) set(resource.Properties, path.split('.'), value);
          }
      // a container's port is the port of the whole path to it: the target group, the rules
      // letting the balancer in and the task's mapping all move from the default with it
      const port = isContainerPort(place.target.path) ? portBefore : undefined;
      if (typeof port === 'number' && port !== place.value)
        for (const other of Object.values(resources))
          if (other.Properties)
            other.Properties = replacePort(other.Properties, port, Number(place.value)) as Record<
              string,
              unknown
            >;
      // a range replaces its default wherever the template repeats it (subnets cut from it, rules naming it)
      if (typeof before === 'string' && /\/\d+$/.test(before) && before !== place.value)
        for (const other of Object.values(resources))
          if (other.Properties) {
            other.Properties = replaceEverywhere(other.Properties, before, String(place.value)) as Record<
              string,
              unknown
            >;
            recut(other.Properties, String(place.value));
          }
    }
  }
  // a stated runtime gets inline code in its own language
  codeForRuntimes(resources, parameters);
  return answered;
}

/** The template parameter a resource's property asks for (`{ Ref: SiteDomainName }`, through lists of one), if any. */
function parameterAt(
  props: Record<string, unknown>,
  path: string,
  parameters: Record<string, unknown>,
): string | undefined {
  const held = valueThrough(props, path.split('.'));
  const name = held && typeof held === 'object' ? (held as { Ref?: unknown }).Ref : undefined;
  return typeof name === 'string' && name in parameters ? name : undefined;
}
