/**
 * "Change this design" in the studio: the instruction form, the versions of a design and what a
 * version changed. Not spec text (the spec is silent on versions): the app's own wording.
 */
export const REFINE = {
  change: {
    header: 'Change this design',
    description:
      'Add, remove, resize, make it cheaper or move it to another region. Everything else stays as it is; the result is a new version of this design.',
    placeholder: 'Same as before, but add an SQS queue for background jobs and remove the Redis cache.',
    submit: 'Change this design',
    /** under each question the version was designed with: its answer shows in the empty box */
    answeredBefore: 'Answered before as shown; type another answer to change it.',
    failed: 'The change was not started',
  },
  versions: {
    label: 'Versions of this design',
    version: (n: number) => `Version ${n}`,
    changed: (instruction: string) => `Changed: ${instruction}`,
  },
  changes: {
    header: (from: number) => `What changed from version ${from}`,
    resources: 'Resources',
    ledger: 'Requirements checklist',
    cost: 'Monthly estimate',
    added: 'Added',
    removed: 'Removed',
    changed: 'Changed',
    kept: (n: number) => `${n} unchanged`,
    none: 'No change',
    costRange: (from: string, to: string) => `${from} to ${to}`,
    statusChange: (before: string, after: string) => `${before} → ${after}`,
  },
} as const;
