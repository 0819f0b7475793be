import { z } from 'zod';

const valueSchema = z.union([z.string().max(200), z.number(), z.boolean()]);

/**
 * A setting a brief states, as the planner read it: the properties it may set, best first (one
 * value of a brief may fit a property of several types: "512 MB" a function's memory or a task's),
 * each with the value it sets there; `stated` is the value as written when it was kept within the
 * property's bounds or allowed values instead. The first whose type the template has is set
 * (past the first, only one of a type the brief names: a value never lands on an unrelated resource).
 */
export const statedPropertySchema = z.object({
  targets: z
    .array(
      z.object({
        type: z.string().regex(/^AWS::[A-Za-z0-9]+::[A-Za-z0-9]+$/),
        path: z
          .string()
          .regex(/^[A-Za-z0-9*.]+$/)
          .max(200),
        value: valueSchema,
        stated: z.union([z.string().max(200), z.number()]).optional(),
        /** the brief names this property's type (its service or its own name) */
        said: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(24),
  quote: z.string().max(200),
  /** the sentence the value was read in, lower-cased: the words that may name the property's block */
  sentence: z.string().max(400).optional(),
});
export type StatedProperty = z.infer<typeof statedPropertySchema>;
/** How many stated settings one brief's requirements and plan carry. */
export const MAX_STATED_PROPERTIES = 40;
export type StatedTarget = StatedProperty['targets'][number];

/**
 * The values the brief states for one property of a type, as each reading's first property: the
 * names it gives the parts a family builds one of per name (an SFTP server's users).
 */
export function statedValuesOf(
  readings: readonly StatedProperty[] | undefined,
  type: string,
  path: string,
): StatedTarget['value'][] {
  return (readings ?? []).flatMap(({ targets: [lead] }) =>
    lead?.type === type && lead.path === path ? [lead.value] : [],
  );
}
