/** Drift on the deployments page and the sandbox console's hand edits (not spec text). */
export const DRIFT = {
  tab: 'Drift',
  check: 'Check drift',
  checking: 'Checking drift…',
  never: 'Drift has not been checked yet. Check drift compares each live resource with the template.',
  inSync: (when: string) => `No drift: every resource matched its template at ${when}.`,
  drifted: (count: number, when: string) =>
    `${count} resource${count === 1 ? '' : 's'} drifted from the template (checked ${when}).`,
  scheduled: 'scheduled check',
  columns: {
    resource: 'Resource',
    property: 'Property',
    expected: 'Template value',
    actual: 'Live value',
    controls: 'Controls it breaks',
    actions: 'Actions',
  },
  none: 'none',
  absent: '(not set)',
  revert: 'Revert drift',
  revertHint:
    'Revert drift shows the change set that puts every drifted property back to the template value; nothing changes until you apply it.',
  revertTitle: 'Revert drift: review the change set',
  revertIntro:
    'CloudFormation worked out what the revert does: each drifted property goes back to the template value.',
  adopt: 'Adopt live value',
  reverting: 'Reverting drift: the stack is updating.',
  adopted: (scores: string) =>
    `Live value adopted into a new template version (scores ${scores}); the stack is updating.`,
  failed: 'The drift check could not finish.',
} as const;

export const SANDBOX_CONSOLE = {
  editHeader: 'Change a live property',
  editText:
    'As someone could in the AWS console: the resource changes, its template does not. Check drift afterwards to see it.',
  resource: 'Resource',
  property: 'Property path',
  propertyHint: 'A JSON pointer under Properties, e.g. /VersioningConfiguration/Status',
  value: 'Live value',
  valueHint: 'JSON (true, 5, "text", {...}) or plain text; null removes the property',
  apply: 'Change live value',
  applied: (resource: string, path: string) => `${resource} ${path} changed in the sandbox account.`,
  loading: 'Loading live properties',
} as const;
