// Compliance scanner CLI: `npm run scan -- <files or folders...> [options]` (see local/cli/args.ts).
import { runScanCommand } from '#local/cli/scan-command';
import { validateTemplateText } from '#local/cli/validate';

process.exitCode = await runScanCommand(
  process.argv.slice(2),
  { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) },
  validateTemplateText,
);
