import { parseArgs } from 'node:util';
import { FRAMEWORK_IDS, type FrameworkId, SEVERITIES, type Severity } from '#shared/compliance/types';
import { optionLines, parseArgsOptions, SCAN_OPTIONS } from './options';

export type OutputFormat = 'table' | 'json' | 'sarif' | 'markdown';

export interface ScanArgs {
  paths: string[];
  frameworks: FrameworkId[];
  format: OutputFormat;
  failOn: Severity;
  parameters: Record<string, string>;
  region?: string;
  validate: boolean;
  fix: boolean;
  /** --help: print the usage and scan nothing */
  help: boolean;
  /** --in-kingdom-regions, as typed (checked with the config file) */
  inKingdomRegions?: string;
  /** --config: the scanner's config file (default sahab.config.json when present) */
  config?: string;
}

export class UsageError extends Error {}

/** The usage text, under the command that runs the scanner (`npm run scan --`, `sahab-scanner scan`). */
export function scanUsage(command: string): string {
  return `Usage: ${command} <files or folders...> [options]

${optionLines(SCAN_OPTIONS)}

Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage error or unreadable input.`;
}

export function parseScanArgs(argv: readonly string[]): ScanArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { positionals } = parsed;
  const values = parsed.values as ParsedValues;
  if (values.help) return { ...NO_ARGS, help: true };
  if (positionals.length === 0) throw new UsageError('Give at least one template file or folder to scan.');
  const frameworks = frameworkIds(values.framework ?? []);
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json' && format !== 'sarif' && format !== 'markdown') {
    throw new UsageError(`Unknown format "${format}": use table, json, sarif or markdown.`);
  }
  const failOn = failOnSeverity(values['fail-on']);
  const parameters = parameterValues(values.param ?? []);
  return {
    paths: positionals,
    frameworks,
    format,
    failOn,
    parameters,
    region: values.region,
    validate: values.validate ?? false,
    fix: values.fix ?? false,
    help: false,
    ...(values['in-kingdom-regions'] !== undefined && { inKingdomRegions: values['in-kingdom-regions'] }),
    ...(values.config !== undefined && { config: values.config }),
  };
}

/** --framework values as framework ids (NCA for NCA-ECC, any case), each once. */
export function frameworkIds(values: readonly string[]): FrameworkId[] {
  const ids = values.map((f) => {
    const id = FRAMEWORK_IDS.find(
      (k) => k.toLowerCase() === f.toLowerCase() || (f.toUpperCase() === 'NCA' && k === 'NCA-ECC'),
    );
    if (!id) throw new UsageError(`Unknown framework "${f}": use SAMA, NCA-ECC or CITC.`);
    return id;
  });
  return [...new Set(ids)];
}

/** --fail-on's severity (default high). */
export function failOnSeverity(value: string | undefined): Severity {
  const failOn = (value ?? 'high') as Severity;
  if (!SEVERITIES.includes(failOn)) throw new UsageError(`Unknown severity "${failOn}" for --fail-on.`);
  return failOn;
}

/** --param Key=Value pairs as a map. */
export function parameterValues(values: readonly string[]): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const p of values) {
    const eq = p.indexOf('=');
    if (eq <= 0) throw new UsageError(`--param needs Key=Value, got "${p}".`);
    parameters[p.slice(0, eq)] = p.slice(eq + 1);
  }
  return parameters;
}

/** What the option table parses into (string options as text, booleans as flags). */
type ParsedValues = Partial<Record<string, string | string[] | boolean>> & {
  framework?: string[];
  format?: string;
  'fail-on'?: string;
  param?: string[];
  region?: string;
  validate?: boolean;
  fix?: boolean;
  help?: boolean;
  'in-kingdom-regions'?: string;
  config?: string;
};

const NO_ARGS: ScanArgs = {
  paths: [],
  frameworks: [],
  format: 'table',
  failOn: 'high',
  parameters: {},
  validate: false,
  fix: false,
  help: false,
};

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: parseArgsOptions(SCAN_OPTIONS),
  });
}
