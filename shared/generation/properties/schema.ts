/**
 * The vocabulary of stated settings: every scalar property of the resource types the studio
 * builds, with its type, allowed values, bounds and unit, extracted from CloudFormation's registry
 * schemas by `bin/property-vocabulary.ts` (schema-data.json). A setting a brief states is read as
 * one of these properties and kept within what the property allows.
 */

import { nameWords } from './name-words';
import data from './schema-data.json' with { type: 'json' };
import { unitInName } from './units';
import { KNOWN_BOUNDS, KNOWN_VALUES, NAME_PATHS } from './words';

export interface PropertyLeaf {
  /** integer, number, string, boolean */
  t: string;
  /** the values the property allows */
  e?: (string | number)[];
  min?: number;
  max?: number;
  /** what a number counts: seconds, minutes, hours, days, MiB, GiB */
  u?: string;
  /** a string of digits (a size written as text) */
  p?: string;
  /** a key of a value the schema types as JSON (`RedrivePolicy.maxReceiveCount`): set only where the template has it */
  j?: 1;
  /** `u` is read from the property's name, not its schema's text: a reading through it ranks below one through a stated unit */
  n?: 1;
  /** a map of names to text (`Environment.Variables`): a stated value is one `NAME=value` entry */
  m?: 1;
}

const TYPES = data.types as unknown as Record<string, { properties: Record<string, PropertyLeaf> }>;
for (const [type, paths] of Object.entries(KNOWN_VALUES))
  for (const [path, values] of Object.entries(paths)) {
    const leaf = TYPES[type]?.properties[path];
    if (leaf && !leaf.e) leaf.e = [...values];
  }

for (const [type, paths] of Object.entries(KNOWN_BOUNDS))
  for (const [path, [min, max]] of Object.entries(paths)) {
    const leaf = TYPES[type]?.properties[path];
    if (leaf) Object.assign(leaf, { min: leaf.min ?? min, max: leaf.max ?? max });
  }

// a number whose schema text states no unit says it in its name: the types read from schemas
// without descriptions, and those extracted before the generator read names (`DeleteAfterDays`)
for (const { properties } of Object.values(TYPES))
  for (const [path, leaf] of Object.entries(properties)) {
    const unit = leaf.u || (leaf.t !== 'integer' && leaf.t !== 'number') ? undefined : unitInName(path);
    if (unit) Object.assign(leaf, { u: unit, n: 1 });
  }

export const SCHEMA_SOURCE: string = data.source;

/** The resource types the vocabulary knows. */
export const schemaTypes = (): string[] => Object.keys(TYPES);

/** A type's scalar properties by path (nested keys joined with '.', list items as '*'). */
export function propertiesOf(type: string): Record<string, PropertyLeaf> {
  return TYPES[type]?.properties ?? {};
}

export function leafOf(type: string, path: string): PropertyLeaf | undefined {
  return TYPES[type]?.properties[path];
}

/**
 * Where a type may keep the name a brief gives it, most telling first: where the vocabulary says
 * (NAME_PATHS), else `<Type>Name` ("QueueName"), `<last word of the type>Name` ("ClusterName" of a
 * serverless cluster) or `Name`.
 */
export function namePathsOf(type: string): string[] {
  const last = type.split('::')[2] ?? '';
  const paths = [NAME_PATHS[type], `${last}Name`, `${nameWords(last).at(-1) ?? ''}Name`, 'Name'];
  return paths.filter((p): p is string => Boolean(p));
}

/** The property a type keeps its own name in (text), where its schema has one: see namePathsOf. */
export const namePathOf = (type: string): string | undefined =>
  namePathsOf(type).find((path) => leafOf(type, path)?.t === 'string');

/** Whether the leaf holds a number (an integer, a number, or digits written as a string). */
export const isNumeric = (leaf: PropertyLeaf) =>
  leaf.t === 'integer' || leaf.t === 'number' || (leaf.t === 'string' && leaf.p !== undefined);

/**
 * A property whose stated values are each an item of its list: tags, the entries of a map, and the lists of known values
 * that take several ("FARGATE and FARGATE_SPOT"); any other list of values holds the one stated.
 */
export const isListOfValues = (type: string, path: string) =>
  path === 'Tags' ||
  isMapPath(type, path) ||
  (path.endsWith('.*') && KNOWN_VALUES[type]?.[path] !== undefined);

/** A map of names to text (a function's environment variables): each stated NAME=value is an entry of it. */
export const isMapPath = (type: string, path: string) => leafOf(type, path)?.m === 1;

/** One property of one type, set once per brief (each tag, each item of a list of values, is its own). */
export const targetKey = (type: string, path: string, value: unknown) =>
  `${type} ${path}${isListOfValues(type, path) ? `=${String(value)}` : ''}`;

export { type StatedProperty, type StatedTarget, statedPropertySchema } from './stated';
