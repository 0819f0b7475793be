// Extracts the vocabulary of stated settings from CloudFormation's registry schemas (one JSON file
// per type, as in the CloudFormation schema zip or terraform-provider-awscc's
// internal/service/cloudformation/schemas): for each resource type the studio can build, every
// scalar property (nested paths joined with '.', list items as '*') with its type, allowed values,
// bounds and unit. What the schema leaves to its description ("from 60 seconds to 1,209,600
// seconds", "The maximum allowed value is 900", "Valid values include: ``PAY_PER_REQUEST``...", "the
// number of days") is read from the description with the same few general patterns for every type.
// Allowed values a registry schema leaves out (a load balancer's Scheme) are taken, where given, from
// cfn-lint's patches to the same schemas (enums drawn from the AWS service models), applied as data:
//   npx tsx bin/property-vocabulary.ts <registry schema dir> [<cfn-lint schemas/patches/extensions/all dir>]
// Writes shared/generation/properties/schema-data.json.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PropertyLeaf } from '#shared/generation/properties/schema';
import { unitInName } from '#shared/generation/properties/units';
import { namedTypeData } from './named-type-data';
import { resolveRef } from './registry-schema';

const dir = process.argv[2];
const patchesDir = process.argv[3];
if (!dir)
  throw new Error('usage: npx tsx bin/property-vocabulary.ts <registry schema dir> [<cfn-lint patches dir>]');

/**
 * The allowed values cfn-lint's patches add to a type's schema (`op: add` of an `enum`), by JSON
 * pointer into the schema ("/properties/Scheme"); nothing else of theirs is taken.
 */
function patchedEnums(typeName: string): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  if (!patchesDir) return found;
  const folder = join(patchesDir, typeName.toLowerCase().replace(/::/g, '_'));
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  } catch {
    return found;
  }
  for (const file of files)
    for (const op of JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
      op: string;
      path: string;
      value: unknown;
    }[])
      if (op.op === 'add' && op.path.endsWith('/enum') && Array.isArray(op.value))
        found.set(op.path.slice(0, -'/enum'.length), op.value);
  return found;
}

/** A schema with the patches' enums set where the schema has none. */
function withEnums(root: Schema & { definitions?: Record<string, Schema> }, enums: Map<string, unknown[]>) {
  for (const [pointer, values] of enums) {
    let node: unknown = root;
    for (const key of pointer.split('/').slice(1))
      node = (node as Record<string, unknown> | undefined)?.[key];
    if (node && typeof node === 'object' && !(node as Schema).enum) (node as Schema).enum = values;
  }
}

/**
 * The types the studio's own code builds (every `AWS::` type named under shared/generation and
 * shared/catalog), and the few a brief may name that no family builds yet.
 */
function builtTypes(): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      // the named-type mechanism builds any type; the types its words mention are not the families'
      else if (entry.name.endsWith('.ts') && !entry.name.startsWith('named-type'))
        for (const m of readFileSync(path, 'utf8').matchAll(/AWS::[A-Za-z0-9]+::[A-Za-z0-9]+/g))
          found.add(m[0]);
    }
  };
  for (const folder of ['generation', 'catalog']) walk(join(import.meta.dirname, '..', 'shared', folder));
  return found;
}
/** Types the families build: a brief that names one gets it from its family, not as a named type. */
const FAMILIES = builtTypes();
const BUILT = new Set([
  ...FAMILIES,
  'AWS::Athena::WorkGroup',
  'AWS::CloudWatch::Alarm',
  'AWS::KMS::Alias',
  'AWS::EC2::EIP',
]);

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  insertionOrder?: boolean;
}

/** the shape the studio reads (one home: shared/generation/properties/schema.ts) */
type Leaf = PropertyLeaf;

const UNITS: [RegExp, string][] = [
  [/\b(in|number of|of) seconds\b|\(in seconds\)|\bseconds\b/i, 'seconds'],
  [/\b(in|number of) minutes\b|\bminutes\b/i, 'minutes'],
  [/\b(in|number of) hours\b|\bhours\b/i, 'hours'],
  [/\b(in|number of) days\b|\bdays\b/i, 'days'],
  [/\bgibibytes\b|\bGiBs?\b|\bGB\b|gigabytes/i, 'GiB'],
  [/\bmebibytes\b|\bMiB\b|\bMB\b|megabytes/i, 'MiB'],
];

const number = (text: string) => Number(text.replace(/,/g, ''));

/** Bounds and a unit a description states in words. */
function fromDescription(description: string, leaf: Leaf): void {
  const text = description.replace(/``?/g, '');
  // a range of a ratio ("a multiple between 1 and 50 of the storage amount") bounds no value
  const range = [
    ...text.matchAll(
      /\b(?:from|between)\s+(-?[\d,]+(?:\.\d+)?)\s*(?:[a-zA-Z]+\s*)?(?:\([^)]*\)\s*)?(?:to|and|through)\s+(-?[\d,]+(?:\.\d+)?)(?!\s+(?:of|times)\b)/gi,
    ),
  ].find((m) => !/\b(?:multiple|ratio|percent(?:age)?)\s*$/i.test(text.slice(0, m.index)));
  if (range) {
    leaf.min ??= number(range[1] ?? '');
    leaf.max ??= number(range[2] ?? '');
  }
  const most = /\bmaximum(?: allowed)?(?: value)? (?:is|of)\s+([\d,]+)/i.exec(text);
  if (most) leaf.max ??= number(most[1] ?? '');
  const least =
    /\bminimum(?: allowed)?(?: value)? (?:is|of)\s+([\d,]+)/i.exec(text) ??
    (leaf.t === 'integer' || leaf.t === 'number'
      ? /\bmust be (?:equal to or greater than|greater than or equal to|at least)\s+([\d,]+)/i.exec(text)
      : null);
  if (least) leaf.min ??= number(least[1] ?? '');
  if (leaf.t === 'integer' || leaf.t === 'number' || /^\^\[0-9\]/.test(leaf.p ?? '')) {
    const unit = UNITS.map(([pattern, name]) => ({ name, at: text.search(pattern) }))
      .filter((u) => u.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    // a description that opens with a count of things ("The maximum number of records in each
    // batch ... (6 MB)") counts them, whatever limit it mentions after; "the number of
    // consecutive days" still counts days
    const counted = /^\s*(?:the\s+)?(?:(?:maximum|minimum|total)\s+)?number of\s+((?:\S+\s+){0,2}\S+)/i.exec(
      text,
    );
    const things =
      counted !== null &&
      !/\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|bytes|[kmgt]i?b)\b/i.test(counted[1] ?? '');
    if (unit && !things) leaf.u = unit.name;
  }
  if (
    leaf.t === 'string' &&
    !leaf.e &&
    /valid values|allowed values|possible values|one of|values are/i.test(text)
  ) {
    const values = [
      ...new Set([...description.matchAll(/``([A-Za-z][A-Za-z0-9_.-]{1,40})``/g)].map((m) => m[1] as string)),
    ];
    if (values.length >= 2) leaf.e = values;
  }
  for (const key of ['min', 'max'] as const)
    if (leaf[key] !== undefined && !Number.isFinite(leaf[key])) delete leaf[key];
}

const JSON_TYPES: Record<string, string> = { String: 'string', Integer: 'integer', Boolean: 'boolean' };

/**
 * The keys of a JSON value as its description writes its shape (`{ "maxReceiveCount" : Integer }`):
 * each a leaf set only where the template already holds the value (`j`), never made alone.
 */
function jsonKeys(description: string): [string, Leaf][] {
  const shape = /\{\s*("[A-Za-z]+"\s*:\s*[A-Za-z]+\s*,?\s*)+\}/.exec(description)?.[0] ?? '';
  return [...shape.matchAll(/"([A-Za-z]+)"\s*:\s*([A-Za-z]+)/g)].flatMap(([, key = '', kind = '']) =>
    JSON_TYPES[kind] ? [[key, { t: JSON_TYPES[kind], j: 1 } as Leaf]] : [],
  );
}

/** The referred definition, described by the referring node's own description (even none). */
const resolve = (schema: Schema, root: Schema & { definitions?: Record<string, Schema> }): Schema =>
  resolveRef({ ...schema, description: schema.description }, root);

function leaves(
  schema: Schema,
  root: Schema & { definitions?: Record<string, Schema> },
  path: string,
  out: Record<string, Leaf>,
  depth: number,
  seen: Set<string>,
): void {
  const resolved = resolve(schema, root);
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return;
    seen = new Set([...seen, schema.$ref]);
  }
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'object') : resolved.type;
  if (resolved.properties && depth < 5) {
    for (const [name, inner] of Object.entries(resolved.properties))
      leaves(inner, root, path ? `${path}.${name}` : name, out, depth + 1, seen);
    return;
  }
  // a map of names to text (a function's environment variables): each stated NAME=value is one entry
  const entries = Object.values(resolved.patternProperties ?? {});
  if (!resolved.properties && entries.length === 1 && resolve(entries[0] as Schema, root).type === 'string') {
    if (!path.split('.').includes('Tags')) out[path] = { t: 'string', m: 1 };
    return;
  }
  if (type === 'array' && resolved.items && depth < 5) {
    leaves(resolved.items, root, `${path}.*`, out, depth + 1, seen);
    return;
  }
  if (!type || !['integer', 'number', 'string', 'boolean'].includes(type)) return;
  const leaf: Leaf = { t: type };
  // a value the schema types as JSON, whose keys only its description gives
  if (Array.isArray(resolved.type) && resolved.type.includes('object'))
    for (const [key, inner] of jsonKeys(resolved.description ?? '')) out[`${path}.${key}`] = inner;
  if (resolved.enum) leaf.e = resolved.enum as (string | number)[];
  if (resolved.minimum !== undefined) leaf.min = resolved.minimum;
  if (resolved.maximum !== undefined) leaf.max = resolved.maximum;
  if (resolved.pattern && /^\^\[0-9\]/.test(resolved.pattern)) leaf.p = resolved.pattern;
  fromDescription(resolved.description ?? schema.description ?? '', leaf);
  // a schema without descriptions (cfn-lint's) still says the unit in the name: `TimeoutInMinutes`
  if (!leaf.u && (leaf.t === 'integer' || leaf.t === 'number')) {
    const unit = unitInName(path);
    if (unit) leaf.u = unit;
  }
  out[path] = leaf;
}

const types: Record<string, { required?: string[]; properties: Record<string, Leaf> }> = {};
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const root = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Schema & {
    typeName?: string;
    definitions?: Record<string, Schema>;
    readOnlyProperties?: string[];
  };
  const name = root.typeName ?? '';
  if (!BUILT.has(name)) continue;
  withEnums(root, patchedEnums(name));
  const readOnly = new Set(
    (root.readOnlyProperties ?? []).map((p) => p.replace('/properties/', '').replace(/\//g, '.')),
  );
  const properties: Record<string, Leaf> = {};
  for (const [prop, schema] of Object.entries(root.properties ?? {})) {
    if (readOnly.has(prop)) continue;
    leaves(schema, root, prop, properties, 0, new Set());
  }
  // a description's quoted words that are the type's own property names ("``Engine``",
  // "``CidrIp``") are no values of a property
  const names = new Set(Object.keys(root.properties ?? {}));
  for (const leaf of Object.values(properties))
    if (leaf.e?.some((v) => names.has(String(v)))) {
      const values = leaf.e.filter((v) => !names.has(String(v)));
      if (values.length >= 2) leaf.e = values;
      else delete leaf.e;
    }
  types[name] = { ...(root.required?.length ? { required: root.required } : {}), properties };
}
writeFileSync(
  join(import.meta.dirname, '..', 'shared', 'generation', 'properties', 'schema-data.json'),
  `${JSON.stringify({ source: 'CloudFormation registry schemas (terraform-provider-awscc internal/service/cloudformation/schemas)', types })}\n`,
);
console.log(`${Object.keys(types).length} types`);

// every other type a brief may name by its words, with what building it takes (bin/named-type-data.ts)
const named = namedTypeData(dir, FAMILIES);
writeFileSync(
  join(import.meta.dirname, '..', 'shared', 'generation', 'properties', 'named-types-data.json'),
  `${JSON.stringify(named)}\n`,
);
console.log(`${Object.keys(named.types).length} named types`);
