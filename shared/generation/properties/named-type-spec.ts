import { z } from 'zod';

/**
 * What building a resource of a registry type takes (named-types-data.json, written by
 * bin/property-vocabulary.ts from the CloudFormation registry schemas): its required properties
 * and the optional ones that refer to another resource; and a type as a brief names it. No data
 * here: the requirements' schema (in the web bundle too) imports it.
 */
export interface PropertySpec {
  /** s string, i integer, n number, b boolean, a list of strings, o object, x not knowable from a brief */
  t: 's' | 'i' | 'n' | 'b' | 'a' | 'o' | 'x';
  /** the values it allows */
  e?: (string | number)[];
  /** the schema's default */
  d?: string | number | boolean;
  /** the pattern a string must match */
  pat?: string;
  /** the type of the resource it refers to */
  ref?: string;
  /** the attribute taken from it (GetAtt); absent: its Ref */
  at?: string;
  /** a list of such references */
  many?: 1;
  /** the resource's own name: the studio names it when the brief does not */
  own?: 1;
  /** the longest a name may be */
  max?: number;
  /** an object's required properties */
  p?: Record<string, PropertySpec>;
}

export interface NamedTypeSpec {
  /** required properties */
  r: Record<string, PropertySpec>;
  /** optional properties that refer to another resource */
  o?: Record<string, PropertySpec>;
  /** optional settings a brief may state (yes/no, numbers, allowed values) */
  v?: Record<string, PropertySpec>;
  /** a type one of the studio's families builds */
  f?: 1;
}

/** A type the brief names, with the values it states for the type's properties (dotted paths). */
export const namedTypeSchema = z.object({
  type: z.string().regex(/^AWS::[A-Za-z0-9]+::[A-Za-z0-9]+$/),
  /** the brief's words that name it */
  quote: z.string().min(1).max(200),
  values: z.record(z.string().max(200), z.union([z.string().max(200), z.number(), z.boolean()])),
});
export type NamedType = z.infer<typeof namedTypeSchema>;
