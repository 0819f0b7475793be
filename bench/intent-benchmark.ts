/**
 * Runs a public benchmark of CloudFormation briefs with machine-checked statements of intent (the
 * IaCGen layout: `iac_with_user_intent.csv` with a `prompt`, `needed_resources` and
 * `user_intent_file_path` per row, and the intents as Checkov custom-policy YAML under
 * `user_intent/`) through offline generation, and prints: briefs whose every intent holds,
 * intents met, and briefs whose template has all the resource types they need. The dataset stays
 * outside the repository; this is a held-out measure, so it lists no individual brief.
 *
 *   npx tsx bench/intent-benchmark.ts <folder with iac_with_user_intent.csv and user_intent/>
 *   BENCH_VERBOSE=1 ...    also counts the missed intents by category (the type missing, or the
 *                          type and attribute whose value is not met), never by brief, and the near
 *                          misses: how many briefs miss exactly one intent (or one needed type), and
 *                          the categories of those single misses, the mechanisms one step from a brief
 *
 * The intents are judged here as Checkov judges a custom policy: a policy holds when some resource
 * satisfies every condition that applies to its type (a connection condition holds for a resource
 * of its types that refers to, or is referred to by, one of the connected types).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { parseTemplate } from '#shared/cfn/parse';
import { runGeneration } from '#test/fixtures/generation-pipeline';
import { type TemplateView, viewOf } from '#test/fixtures/studio-requests';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npx tsx bench/intent-benchmark.ts <dataset folder>');
  process.exit(2);
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRows(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body
    .filter((r) => r.length > 1)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

type Condition =
  | { and: Condition[] }
  | { or: Condition[] }
  | {
      cond_type: 'attribute' | 'connection' | 'resource';
      resource_types?: string[];
      connected_resource_types?: string[];
      attribute?: string;
      operator: string;
      value?: unknown;
    };

/** Values at a dotted path, stepping into every list item on the way; `*` is any key or item. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [value];
  if (Array.isArray(value)) {
    const [head, ...rest] = path as [string, ...string[]];
    if (head === '*' || /^\d+$/.test(head))
      return (head === '*' ? value : [value[Number(head)]]).flatMap((v) =>
        v === undefined ? [] : valuesAt(v, rest),
      );
    return value.flatMap((v) => valuesAt(v, path));
  }
  if (value === null || typeof value !== 'object') return [];
  const [key, ...rest] = path as [string, ...string[]];
  const record = value as Record<string, unknown>;
  if (key === '*') return Object.values(record).flatMap((v) => valuesAt(v, rest));
  return key in record ? valuesAt(record[key], rest) : [];
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const truthy = (v: unknown, want: boolean) => v === want || String(v).toLowerCase() === String(want);

function attributeHolds(found: unknown[], operator: string, expected: unknown): boolean {
  switch (operator) {
    case 'exists':
      return found.length > 0;
    case 'not_exists':
      return found.length === 0;
    case 'is_true':
      return found.some((v) => truthy(v, true));
    case 'is_false':
      return found.some((v) => truthy(v, false));
    case 'equals':
      return found.some((v) => typeof v !== 'object' && String(v) === String(expected));
    case 'not_equals':
      return found.length > 0 && found.every((v) => String(v) !== String(expected));
    case 'contains':
      return found.some((v) =>
        Array.isArray(v)
          ? v.some((item) => String(item) === String(expected))
          : text(v).includes(String(expected)),
      );
    case 'within':
      return found.some((v) => Array.isArray(expected) && expected.map(String).includes(String(v)));
    case 'ending_with':
      return found.some((v) => typeof v === 'string' && v.endsWith(String(expected)));
    case 'starting_with':
      return found.some((v) => typeof v === 'string' && v.startsWith(String(expected)));
    case 'greater_than_or_equal':
      return found.some((v) => Number(v) >= Number(expected));
    case 'greater_than':
      return found.some((v) => Number(v) > Number(expected));
    case 'less_than_or_equal':
      return found.some((v) => Number(v) <= Number(expected));
    case 'less_than':
      return found.some((v) => Number(v) < Number(expected));
    case 'length_equals':
      return found.some((v) => Array.isArray(v) && v.length === Number(expected));
    default:
      throw new Error(`an intent operator this bench does not know: ${operator}`);
  }
}

/** A parameter's default in place of a Ref to it, as Checkov renders a template. */
function withDefaults(value: unknown, defaults: Map<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => withDefaults(v, defaults));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.Ref === 'string' && Object.keys(record).length === 1 && defaults.has(record.Ref))
    return defaults.get(record.Ref);
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withDefaults(v, defaults)]));
}

/** Whether a resource satisfies a condition; undefined when the condition does not apply to its type. */
function judge(view: TemplateView, id: string, condition: Condition): boolean | undefined {
  const resource = view.resources.find((r) => r.id === id);
  if (!resource) return undefined;
  if ('and' in condition) {
    const results = condition.and.map((c) => judge(view, id, c)).filter((r) => r !== undefined);
    return results.length === 0 ? undefined : results.every(Boolean);
  }
  if ('or' in condition) {
    const results = condition.or.map((c) => judge(view, id, c)).filter((r) => r !== undefined);
    return results.length === 0 ? undefined : results.some(Boolean);
  }
  const applies = (types: string[] | undefined) => (types ?? []).includes(resource.type);
  if (condition.cond_type === 'resource') return applies(condition.resource_types) ? true : undefined;
  if (condition.cond_type === 'connection') {
    const [mine, theirs] = applies(condition.resource_types)
      ? [condition.resource_types, condition.connected_resource_types]
      : applies(condition.connected_resource_types)
        ? [condition.connected_resource_types, condition.resource_types]
        : [undefined, undefined];
    if (!mine) return undefined;
    const others = new Set(view.resources.filter((r) => (theirs ?? []).includes(r.type)).map((r) => r.id));
    const linked =
      [...(view.refs.get(id) ?? [])].some((t) => others.has(t)) ||
      [...others].some((o) => view.refs.get(o)?.has(id));
    return condition.operator === 'not_exists' ? !linked : linked;
  }
  if (!applies(condition.resource_types)) return undefined;
  const found = valuesAt(resource.props, (condition.attribute ?? '').split('.'));
  return attributeHolds(found, condition.operator, condition.value);
}

/** What a missed intent misses, as a category shared by many briefs: a resource type, or a type's attribute. */
function missCategory(view: TemplateView, condition: Condition): string {
  if ('and' in condition || 'or' in condition) {
    const parts = 'and' in condition ? condition.and : condition.or;
    const failing = parts.filter((p) => !policyHolds(view, p));
    return (failing.length > 0 ? failing : parts).map((p) => missCategory(view, p)).join(' + ');
  }
  const types = condition.resource_types ?? [];
  const present = types.filter((t) => view.resources.some((r) => r.type === t));
  if (present.length === 0) return `no ${types.join('|')}`;
  if (condition.cond_type === 'connection')
    return `${present.join('|')} not connected to ${(condition.connected_resource_types ?? []).join('|')}`;
  if (condition.cond_type === 'resource') return `${present.join('|')}`;
  return `${present.join('|')}.${condition.attribute} ${condition.operator}`;
}

function policyHolds(view: TemplateView, definition: Condition): boolean {
  return view.resources.some((r) => judge(view, r.id, definition) === true);
}

// `user_intent` counts a row's stated intents; rows without any are not part of this measure
const rows = csvRows(readFileSync(join(folder, 'iac_with_user_intent.csv'), 'utf8')).filter((r) =>
  r.user_intent?.trim(),
);
const ports = { model: offlinePlanner(), validator: getTemplateValidator() };
let checked = 0;
let allHold = 0;
let met = 0;
let total = 0;
let typesPresent = 0;
let failedRuns = 0;
const verbose = process.env.BENCH_VERBOSE === '1';
const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
const misses = new Map<string, number>();
const missingTypes = new Map<string, number>();
// briefs one mechanism away from counting: the category of their only missed intent or needed type
const singleMisses = new Map<string, number>();
const singleMissingTypes = new Map<string, number>();
let oneIntentShort = 0;
let oneTypeShort = 0;
const briefsByMissCount = new Map<string, number>();
for (const row of rows) {
  const policies = (row.user_intent_file_path ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => join(folder, 'user_intent', basename(p.replace(/\\/g, '/'))))
    .filter((file) => existsSync(file) && (row.user_intent_id ?? '').trim() !== '')
    .map((file) => (parseYaml(readFileSync(file, 'utf8')) as { definition: Condition }).definition);
  // each policy's top-level `and` counts its parts as separate intents; the brief's intents all hold when every policy does
  const parts = policies.flatMap((p) => ('and' in p ? p.and : [p]));
  const needed = (row.needed_resources ?? '')
    .split(/[,\s]+/)
    .map((t) => t.trim())
    .filter((t) => t.startsWith('AWS::'));
  let view: TemplateView | undefined;
  try {
    const result = await runGeneration({ prompt: row.prompt ?? '' }, ports, { tier: 'pro' });
    const raw = viewOf(result.security.template);
    const parsed = parseTemplate(result.security.template).body as {
      Parameters?: Record<string, { Default?: unknown }>;
    };
    const defaults = new Map(
      Object.entries(parsed.Parameters ?? {})
        .filter(([, p]) => p.Default !== undefined)
        .map(([k, p]) => [k, p.Default]),
    );
    view = {
      ...raw,
      resources: raw.resources.map((r) => ({
        ...r,
        props: withDefaults(r.props, defaults) as Record<string, unknown>,
      })),
    };
  } catch {
    failedRuns++;
  }
  if (needed.length > 0 && view && needed.every((t) => view.resources.some((r) => r.type === t)))
    typesPresent++;
  const typesMissed = view ? needed.filter((t) => !view.resources.some((r) => r.type === t)) : [];
  for (const t of typesMissed) count(missingTypes, t);
  if (typesMissed.length === 1) {
    oneTypeShort++;
    count(singleMissingTypes, typesMissed[0] as string);
  }
  if (policies.length === 0) continue;
  checked++;
  const partsMet = view ? parts.filter((p) => policyHolds(view, p)).length : 0;
  const partsMissed = view
    ? parts.filter((p) => !policyHolds(view, p)).map((p) => missCategory(view, p))
    : [];
  for (const key of partsMissed) count(misses, key);
  met += partsMet;
  total += parts.length;
  const holds = view !== undefined && policies.every((p) => policyHolds(view, p));
  if (holds) allHold++;
  else if (view) {
    // a brief that does not count yet, by how many of its intents miss (a policy may fail while each
    // of its parts holds on a different resource: that counts as one miss of its own)
    const short = partsMissed.length > 0 ? partsMissed : ['parts met apart, never on one resource'];
    count(briefsByMissCount, short.length >= 4 ? '4+' : String(short.length));
    if (short.length === 1) {
      oneIntentShort++;
      count(singleMisses, short[0] as string);
    }
  }
}
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
console.log(
  `briefs with intents: ${rows.length}; with machine-checked intents: ${checked}; failed runs ${failedRuns}`,
);
console.log(`every intent holds: ${allHold}/${checked} (${pct(allHold, checked)})`);
console.log(`intents met: ${met}/${total} (${pct(met, total)})`);
console.log(
  `all needed resource types present: ${typesPresent}/${rows.length} (${pct(typesPresent, rows.length)})`,
);
if (verbose) {
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([k, n]) => `  ${n} ${k}`)
      .join('\n');
  console.log(`missed intents by category:\n${top(misses)}`);
  console.log(`needed types missing:\n${top(missingTypes)}`);
  const spread = [...briefsByMissCount].sort((a, b) => a[0].localeCompare(b[0]));
  console.log(
    `briefs short of every intent, by how many they miss: ${spread.map(([k, n]) => `${k}: ${n}`).join(', ')}`,
  );
  console.log(
    `near misses: ${oneIntentShort} briefs miss exactly one intent, by what it misses:\n${top(singleMisses)}`,
  );
  console.log(
    `near misses: ${oneTypeShort} briefs miss exactly one needed type, by the type:\n${top(singleMissingTypes)}`,
  );
}
process.exit(0);
