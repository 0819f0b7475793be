import { z } from 'zod';

// The shape alone: the API contract reads it without the checklist's modules, which load the
// template parser. An entry's kind and status are the checklist's (checklist/types.ts).

const resourceRef = z.object({ id: z.string(), type: z.string() });
const ledgerEntry = z.object({
  kind: z.string(),
  requirement: z.string(),
  status: z.string(),
});
const monthly = z.object({ min: z.number(), max: z.number() });

/** What a version changed from the version it was made from: resources, ledger entries, cost. */
export const designChangesSchema = z.object({
  resources: z.object({
    added: z.array(resourceRef),
    removed: z.array(resourceRef),
    /** same logical id, other type or properties */
    changed: z.array(resourceRef),
  }),
  ledger: z.object({
    added: z.array(ledgerEntry),
    removed: z.array(ledgerEntry),
    /** the same requirement with another status */
    changed: z.array(ledgerEntry.extend({ before: z.string() })),
    /** entries the two versions share unchanged */
    kept: z.number().int(),
  }),
  /** the monthly estimate (USD) of each version */
  cost: z.object({ before: monthly, after: monthly }),
});
export type DesignChanges = z.infer<typeof designChangesSchema>;
