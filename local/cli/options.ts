/**
 * The scanner CLI's options, one row each: the parser and the usage text are both built from this
 * table, so an option added here is parsed and documented at once.
 */
export interface CliOption {
  name: string;
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** what the value looks like in the usage text, e.g. `Key=Value` (string options only) */
  value?: string;
  help: string;
}

export const SCAN_OPTIONS: readonly CliOption[] = [
  {
    name: 'framework',
    type: 'string',
    multiple: true,
    value: 'SAMA|NCA-ECC|CITC',
    help: 'limit findings to a framework (repeatable; default all three)',
  },
  {
    name: 'format',
    type: 'string',
    value: 'table|json|sarif|markdown',
    help: 'output format (default table)',
  },
  {
    name: 'fail-on',
    type: 'string',
    value: 'critical|high|medium|low',
    help: 'exit 1 when a finding is at or above this severity (default high)',
  },
  {
    name: 'param',
    type: 'string',
    multiple: true,
    value: 'Key=Value',
    help: 'template parameter value (repeatable; defaults used otherwise)',
  },
  {
    name: 'region',
    type: 'string',
    value: 'REGION',
    help: 'region the template will be deployed to (for residency checks)',
  },
  {
    name: 'in-kingdom-regions',
    type: 'string',
    value: 'R1,R2',
    help: 'regions counted as inside the Kingdom (overrides the config file)',
  },
  {
    name: 'config',
    type: 'string',
    value: 'FILE',
    help: 'config file, JSON (default sahab.config.json here): inKingdomRegions, residentClassifications',
  },
  { name: 'validate', type: 'boolean', help: "also run AWS's offline template validator" },
  { name: 'fix', type: 'boolean', help: 'apply automatic fixes to the files, then report what remains' },
  { name: 'help', type: 'boolean', short: 'h', help: 'print this usage and exit' },
];

/** `parseArgs` options from the table. */
export function parseArgsOptions(options: readonly CliOption[]) {
  return Object.fromEntries(
    options.map((o) => [
      o.name,
      { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) },
    ]),
  ) as Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;
}

const HELP_COLUMN = 34;

/** The usage text's option lines: the flag and its value, then the help at a fixed column. */
export function optionLines(options: readonly CliOption[]): string {
  return options
    .map((o) => {
      const flag = `  ${o.short ? `-${o.short}, ` : ''}--${o.name}${o.value ? ` ${o.value}` : ''}`;
      // A flag too long for the column puts its help on the next line.
      return flag.length < HELP_COLUMN
        ? `${flag.padEnd(HELP_COLUMN)}${o.help}`
        : `${flag}\n${' '.repeat(HELP_COLUMN)}${o.help}`;
    })
    .join('\n');
}
