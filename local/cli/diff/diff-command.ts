import { SEVERITIES } from '#shared/compliance/types';
import { UsageError } from '../args';
import { type Io, residencySettings } from '../scan-command';
import { type DiffArgs, diffUsage, parseDiffArgs } from './diff-args';
import { diffMarkdown, diffTable } from './diff-render';
import { gitPairs, pathPairs } from './git-pairs';
import { diffTemplate, type TemplatePair } from './template-diff';

/** `diff`: compares base and head templates; exit 0 nothing opened at --fail-on, 1 opened, 2 usage. */
export async function runDiffCommand(
  argv: readonly string[],
  io: Io,
  command: string,
  cwd = process.cwd(),
): Promise<number> {
  let args: DiffArgs;
  let pairs: TemplatePair[];
  let settings: Awaited<ReturnType<typeof residencySettings>>;
  try {
    args = parseDiffArgs(argv);
    if (args.help) {
      io.stdout(`${diffUsage(command)}\n`);
      return 0;
    }
    pairs = args.baseRef
      ? gitPairs(cwd, args.baseRef, args.headRef, args.paths)
      : await pathPairs(args.paths[0], args.paths[1]);
    settings = await residencySettings(args);
  } catch (err) {
    if (!(err instanceof UsageError) && !(err as { status?: number }).status) throw err;
    io.stderr(`${(err as Error).message.trim()}\n\n${diffUsage(command)}\n`);
    return 2;
  }
  const options = { frameworks: args.frameworks, region: args.region, parameters: args.parameters, settings };
  const diffs = pairs.map((pair) => diffTemplate(pair, options));
  const text =
    args.format === 'json'
      ? JSON.stringify({ templates: diffs })
      : args.format === 'markdown'
        ? diffMarkdown(diffs)
        : diffTable(diffs);
  io.stdout(`${text}\n`);
  const threshold = SEVERITIES.indexOf(args.failOn);
  return diffs.some((d) => d.opened.some((v) => SEVERITIES.indexOf(v.severity) <= threshold)) ? 1 : 0;
}
