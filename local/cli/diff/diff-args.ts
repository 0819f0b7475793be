import { parseArgs } from 'node:util';
import { FRAMEWORK_IDS, type FrameworkId, type Severity } from '#shared/compliance/types';
import { failOnSeverity, frameworkIds, parameterValues, UsageError } from '../args';
import { type CliOption, optionLines, parseArgsOptions, SCAN_OPTIONS } from '../options';

export type DiffFormat = 'table' | 'json' | 'markdown';

/** The price list's region nearest the Kingdom that AWS prices: the cost model needs one. */
export const DIFF_DEFAULT_REGION = 'me-central-1';

/** scan's options that mean the same for a diff, then the diff's own. */
const SHARED = new Set(['framework', 'fail-on', 'param', 'in-kingdom-regions', 'config', 'help']);
export const DIFF_OPTIONS: readonly CliOption[] = [
  ...SCAN_OPTIONS.filter((o) => SHARED.has(o.name) && o.name !== 'help'),
  { name: 'format', type: 'string', value: 'table|json|markdown', help: 'output format (default table)' },
  {
    name: 'region',
    type: 'string',
    value: 'REGION',
    help: `region the templates deploy to, for prices and residency (default ${DIFF_DEFAULT_REGION})`,
  },
  { name: 'base-ref', type: 'string', value: 'REV', help: 'compare the templates changed since this commit' },
  { name: 'head-ref', type: 'string', value: 'REV', help: 'against this commit (default the working tree)' },
  ...SCAN_OPTIONS.filter((o) => o.name === 'help'),
];

export interface DiffArgs {
  /** two files or folders, or with --base-ref the paths to limit the comparison to */
  paths: string[];
  baseRef?: string;
  headRef?: string;
  frameworks: FrameworkId[];
  format: DiffFormat;
  failOn: Severity;
  parameters: Record<string, string>;
  region: string;
  inKingdomRegions?: string;
  config?: string;
  help: boolean;
}

export function diffUsage(command: string): string {
  return `Usage: ${command} <base file or folder> <head file or folder> [options]
       ${command} --base-ref REV [--head-ref REV] [paths...] [options]

${optionLines(DIFF_OPTIONS)}

Exit codes: 0 no opened finding at or above --fail-on, 1 opened findings, 2 usage error.`;
}

export function parseDiffArgs(argv: readonly string[]): DiffArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: parseArgsOptions(DIFF_OPTIONS),
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  const positionals = parsed.positionals;
  const help = values.help === true;
  const baseRef = values['base-ref'] as string | undefined;
  if (!help && !baseRef && positionals.length !== 2) {
    throw new UsageError('Give a base and a head (two files or two folders), or --base-ref.');
  }
  const frameworks = frameworkIds((values.framework as string[] | undefined) ?? []);
  const format = (values.format as string | undefined) ?? 'table';
  if (format !== 'table' && format !== 'json' && format !== 'markdown') {
    throw new UsageError(`Unknown format "${format}": use table, json or markdown.`);
  }
  return {
    paths: positionals,
    ...(baseRef && { baseRef }),
    ...(values['head-ref'] !== undefined && { headRef: values['head-ref'] as string }),
    frameworks: frameworks.length ? [...new Set(frameworks)] : [...FRAMEWORK_IDS],
    format,
    failOn: failOnSeverity(values['fail-on'] as string | undefined),
    parameters: parameterValues((values.param as string[] | undefined) ?? []),
    region: (values.region as string | undefined) ?? DIFF_DEFAULT_REGION,
    ...(values['in-kingdom-regions'] !== undefined && {
      inKingdomRegions: values['in-kingdom-regions'] as string,
    }),
    ...(values.config !== undefined && { config: values.config as string }),
    help,
  };
}
