import { readFile, writeFile } from 'node:fs/promises';
import { acceptanceLabel } from '#shared/compliance/acceptance/index';
import { describeDefaultChange, type ParameterDefaultChange } from '#shared/compliance/fix/index';
import { type FixedInFile, toSarif } from '#shared/compliance/output/sarif';
import { toTable } from '#shared/compliance/output/table';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import type { FrameworkScore } from '#shared/compliance/score';
import { FRAMEWORK_IDS, type FrameworkId, type ScanSettings, SEVERITIES } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';
import { parseScanArgs, type ScanArgs, scanUsage, UsageError } from './args';
import { collectFiles } from './collect-files';
import { readScanConfig, regionsOption } from './config-file';
import { scanMarkdown } from './scan-markdown';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** A template-validity check (AWS's offline validator); injected so the CLI stays testable. */
export type ValidateFn = (text: string) => Promise<{ severity: string; message: string; line?: number }[]>;

type FileOutcome =
  | {
      file: string;
      violations: Violation[];
      /** findings accepted in the template (valid acceptances): listed, not counted */
      accepted: Violation[];
      scores: Record<FrameworkId, number>;
      fullScores: Record<FrameworkId, FrameworkScore>;
      fixes?: FixedInFile[];
      /** fixable findings that were left as they are, and why */
      fixesSkipped?: { ruleId: string; logicalId: string; message: string }[];
      diagnostics?: Awaited<ReturnType<ValidateFn>>;
    }
  | { file: string; error: string };

/** Runs the scanner CLI; returns the exit code (0 clean, 1 findings, 2 usage error or nothing scannable). */
export async function runScanCommand(
  argv: readonly string[],
  io: Io,
  validate?: ValidateFn,
  command = 'npm run scan --',
): Promise<number> {
  let args: ScanArgs;
  let settings: Partial<ScanSettings>;
  try {
    args = parseScanArgs(argv);
    if (args.help) {
      io.stdout(`${scanUsage(command)}\n`);
      return 0;
    }
    settings = await residencySettings(args);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`${err.message}\n\n${scanUsage(command)}\n`);
    return 2;
  }
  const frameworks = args.frameworks.length ? args.frameworks : [...FRAMEWORK_IDS];
  const files = await collectFiles(args.paths);
  const results: FileOutcome[] = [];
  for (const file of files) results.push(await scanFile(file, args, frameworks, settings, validate));
  io.stdout(`${render(results, args, frameworks)}\n`);
  return exitCode(results, args);
}

async function scanFile(
  file: string,
  args: ScanArgs,
  frameworks: FrameworkId[],
  settings: Partial<ScanSettings>,
  validate?: ValidateFn,
): Promise<FileOutcome> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { file, error: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  const opts = { frameworks, parameters: args.parameters, region: args.region, file, settings };
  try {
    let fixes: FixedInFile[] | undefined;
    let fixesSkipped: { ruleId: string; logicalId: string; message: string }[] | undefined;
    if (args.fix) {
      const fixed = fixViolations(text, undefined, opts);
      if (fixed.changes.length > 0) {
        text = fixed.text;
        await writeFile(file, text);
      }
      fixes = fixed.changes.map(({ ruleId, logicalId, description, parameterDefaults }) => ({
        ruleId,
        logicalId,
        description,
        ...(parameterDefaults.length ? { parameterDefaults } : {}),
      }));
      fixesSkipped = fixed.notes.map(({ ruleId, logicalId, message }) => ({ ruleId, logicalId, message }));
    }
    const scan = scanTemplate(text, opts);
    const scores = Object.fromEntries(frameworks.map((f) => [f, scan.scores[f].score])) as Record<
      FrameworkId,
      number
    >;
    const diagnostics = args.validate && validate ? await validate(text) : undefined;
    return {
      file,
      violations: scan.violations,
      accepted: scan.accepted,
      scores,
      fullScores: scan.scores,
      fixes,
      fixesSkipped,
      diagnostics,
    };
  } catch (err) {
    return { file, error: (err as Error).message };
  }
}

/** Residency from the config file, then --in-kingdom-regions over it (the web app's setting, for CI). */
export async function residencySettings(
  args: Pick<ScanArgs, 'config' | 'inKingdomRegions'>,
): Promise<Partial<ScanSettings>> {
  const config = await readScanConfig(args.config);
  const regions =
    args.inKingdomRegions !== undefined ? regionsOption(args.inKingdomRegions) : config.inKingdomRegions;
  return {
    ...(regions && { inKingdomRegions: regions }),
    ...(config.residentClassifications && { residentClassifications: config.residentClassifications }),
  };
}

function render(results: FileOutcome[], args: ScanArgs, frameworks: FrameworkId[]): string {
  if (args.format === 'json') {
    return JSON.stringify({
      results: results.map((r) =>
        'error' in r
          ? { file: r.file, error: r.error }
          : {
              file: r.file,
              violations: r.violations,
              ...(r.accepted.length ? { accepted: r.accepted } : {}),
              scores: r.scores,
              ...(r.fixes ? { fixes: r.fixes } : {}),
              ...(r.fixesSkipped?.length ? { fixes_skipped: r.fixesSkipped } : {}),
              ...(r.diagnostics ? { diagnostics: r.diagnostics } : {}),
            },
      ),
    });
  }
  const ok = results.filter((r): r is Exclude<FileOutcome, { error: string }> => !('error' in r));
  if (args.format === 'sarif') return JSON.stringify(toSarif(ok, '0.1.0'), null, 2);
  const extras = ok.flatMap((r) => [
    ...r.accepted.map((v) => `accepted ${r.file}: ${v.rule_id} on ${v.resource}: ${acceptedLine(v)}`),
    ...(r.fixes ?? []).map(
      (f) =>
        `fixed ${r.file}: ${f.ruleId} on ${f.logicalId} (${f.description})${defaultsNote(f.parameterDefaults)}`,
    ),
    ...(r.fixesSkipped ?? []).map((f) => `not fixed ${r.file}: ${f.ruleId} on ${f.logicalId}: ${f.message}`),
    ...(r.diagnostics ?? []).map((d) => `${r.file}${d.line ? `:${d.line}` : ''} ${d.severity} ${d.message}`),
  ]);
  if (args.format === 'markdown') {
    const markdown = scanMarkdown(
      results.map((r) => ('error' in r ? r : { file: r.file, violations: r.violations, scores: r.scores })),
    );
    // accepted findings, fixes (with the parameter Defaults they rewrote) and notes, as a list
    return extras.length ? `${markdown}\n${extras.map((line) => `- ${line}`).join('\n')}\n` : markdown;
  }
  const table = toTable(
    results.map((r) => ('error' in r ? r : { file: r.file, violations: r.violations, scores: r.fullScores })),
    frameworks,
  );
  return [table, ...extras].join('\n');
}

/** "Accepted until 2027-03-31 (owner: reason)", or who suppressed it and why. */
function acceptedLine(v: Violation): string {
  const a = v.acceptance;
  if (!a) return '';
  return `${acceptanceLabel(a)} (${[a.owner, a.reference, a.reason].filter(Boolean).join(': ')})`;
}

/** "; changes the Default of parameter P from a to b": a fix that rewrites a Default says so. */
function defaultsNote(changes: readonly ParameterDefaultChange[] | undefined): string {
  return (changes ?? []).map((c) => `; ${describeDefaultChange(c)}`).join('');
}

/**
 * 1 when any scanned file has a finding at or above --fail-on (or a validator ERROR), even if other
 * files could not be read: those are listed, but they must not hide the findings' signal. 2 only
 * when nothing could be scanned; usage errors return 2 before this.
 */
function exitCode(results: FileOutcome[], args: ScanArgs): number {
  if (!results.some((r) => !('error' in r))) return 2;
  const threshold = SEVERITIES.indexOf(args.failOn);
  const failing = results.some(
    (r) =>
      !('error' in r) &&
      (r.violations.some((v) => SEVERITIES.indexOf(v.severity) <= threshold) ||
        (r.diagnostics ?? []).some((d) => d.severity === 'ERROR')),
  );
  return failing ? 1 : 0;
}
