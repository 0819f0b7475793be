/** The settings page (/settings): the user's data residency. Not spec text: the app's own wording. */
export const SETTINGS = {
  title: 'Settings',
  residency: 'Data residency',
  residencyDescription:
    'Saudi regulators ask first where data is hosted. Sahab judges every design, deployment and scan against these regions.',
  loadFailed: 'Your settings could not be loaded. Reload the page to try again.',
  save: 'Save',
  saved: 'Data residency saved',
  saveFailed: 'Data residency could not be saved. Please try again.',
  ownSettings: 'These are your own settings.',
  operatorDefault: (regions: string) =>
    `You have not saved your own settings: Sahab uses your operator's default (${regions}).`,
  noRegions:
    'No in-Kingdom regions are configured yet, so no design, deployment or scan can say whether data stays in the Kingdom.',
  regions: 'In-Kingdom regions',
  regionsDescription:
    'Regions whose data centres are inside Saudi Arabia. me-south-1 (Bahrain) and me-central-1 (UAE) are outside the Kingdom.',
  /** the picker's place while the region table knows no region inside the Kingdom */
  noKingdomRegionKnown:
    "Sahab's region list has no AWS region inside Saudi Arabia yet. Type its code below once AWS lists it.",
  regionsPlaceholder: 'Choose regions',
  remove: (label: string | undefined) => `Remove ${label}`,
  otherCodes: 'Other region codes',
  otherCodesDescription:
    'Region codes not in the list above, comma-separated (for a region AWS opens in the Kingdom).',
  otherCodesConstraint:
    "A code Sahab's list does not know is checked only for its form (xx-area-1): make sure AWS places that region in the Kingdom.",
  otherCodesPlaceholder: 'e.g. me-west-1',
  levels: 'Data that must stay in the Kingdom',
  levelsDescription:
    'Data stores tagged DataClassification with one of these levels, and untagged ones, must be in an in-Kingdom region.',
  levelsPlaceholder: 'Choose classification levels',
} as const;
