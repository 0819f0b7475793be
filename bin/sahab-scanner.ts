// The installable scanner's entry (packages/scanner, built by bin/build-scanner.ts):
// `sahab-scanner scan ...` is `npm run scan -- ...`; `sahab-scanner diff ...` compares two versions.
import { runDiffCommand } from '#local/cli/diff/diff-command';
import { runScanCommand } from '#local/cli/scan-command';

const PROGRAM = 'sahab-scanner';
const io = { stdout: (t: string) => process.stdout.write(t), stderr: (t: string) => process.stderr.write(t) };
const [command, ...rest] = process.argv.slice(2);

if (command === 'scan') {
  // AWS's validator (seconds to start) is loaded only when --validate asks for it.
  const validate = rest.includes('--validate')
    ? (await import('#local/cli/validate')).validateTemplateText
    : undefined;
  process.exitCode = await runScanCommand(rest, io, validate, `${PROGRAM} scan`);
} else if (command === 'diff') {
  process.exitCode = await runDiffCommand(rest, io, `${PROGRAM} diff`);
} else {
  const help = command === undefined || command === '--help' || command === '-h';
  (help ? io.stdout : io.stderr)(
    `Usage: ${PROGRAM} scan <files or folders...> [options]\n       ${PROGRAM} diff <base> <head> | --base-ref REV [--head-ref REV] [options]\n\nRun \`${PROGRAM} scan --help\` or \`${PROGRAM} diff --help\` for the options.\n`,
  );
  process.exitCode = help ? 0 : 2;
}
