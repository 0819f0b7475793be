/** The generation stages in order; security and cost run in parallel. */
export const STAGES = [
  'chief-architect',
  'lead-architect',
  'synthesis',
  'security',
  'cost',
  'validity',
  'diagram',
  'artifacts',
] as const;
export type StageName = (typeof STAGES)[number];

/** Repair rounds the validity gate may send back to the lead architect before the run fails. */
export const MAX_REPAIR_ROUNDS = 2;
