/**
 * Times the Sahab compliance engine, cdk-nag (AwsSolutions + NIST 800-53 rev 5 on a template loaded
 * through CfnInclude) and AWS's offline validator on the same synthetic templates, in one run.
 * Prints a table; the last line is the cdk-nag/sahab ratio at 1,000 resources.
 *
 *   npm run bench:compliance            sizes 100, 1000, 10000
 *   BENCH_SIZES=100,1000 npm run bench:compliance
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RegoEngine, TemplateFile } from '@aws/cloudformation-validate';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { CfnInclude } from 'aws-cdk-lib/cloudformation-include';
import { AwsSolutionsChecks, NIST80053R5Checks } from 'cdk-nag';
import { scanTemplate } from '#shared/compliance/scan';
import { syntheticTemplate } from './synthetic-template';

const sizes = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const dir = mkdtempSync(join(tmpdir(), 'sahab-bench-'));

/** Median wall time in ms of `runs` calls (one warm-up call first when runs > 1). */
function time(runs: number, fn: () => void): number {
  if (runs > 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

function runCdkNag(file: string): number {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { '@aws-cdk/core:stackResourceLimit': 0 },
    outdir: join(dir, `cdk-${Math.random().toString(36).slice(2)}`),
  });
  const stack = new Stack(app, 'Bench');
  new CfnInclude(stack, 'Template', { templateFile: file });
  const packs = [new AwsSolutionsChecks(app), new NIST80053R5Checks(app)];
  Validations.of(app).addPlugins(...packs);
  // CDK prints the whole findings report to stderr; keep the benchmark's own output readable.
  const write = process.stderr.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    app.synth();
  } catch (err) {
    // cdk-nag v3 reports findings by failing synthesis; that is the expected outcome here.
    if (!String((err as Error).message).includes('Validation failed')) throw err;
  } finally {
    process.stderr.write = write;
  }
  return packs.length;
}

const rows: { size: number; sahab: number; findings: number; cdkNag: number; validator: number }[] = [];
const initStart = performance.now();
const engine = new RegoEngine();
const validatorInit = performance.now() - initStart;

try {
  for (const size of sizes) {
    const text = JSON.stringify(syntheticTemplate(size));
    const file = join(dir, `t${size}.json`);
    writeFileSync(file, text);
    const runs = size >= 10_000 ? 1 : 3;
    let findings = 0;
    // Our scan is cheap enough to sample more often, which keeps JIT warm-up out of the median.
    const sahab = time(size >= 10_000 ? 3 : 10, () => {
      findings = scanTemplate(text).violations.length;
    });
    const validator = time(runs, () => {
      engine.validateStandard(new TemplateFile(file));
    });
    const cdkNag = time(size >= 10_000 ? 1 : 2, () => runCdkNag(file));
    rows.push({ size, sahab, findings, cdkNag, validator });
    process.stderr.write(`measured ${size} resources\n`);
  }
} finally {
  engine.free();
  rmSync(dir, { recursive: true, force: true });
}

const fmt = (ms: number) => ms.toFixed(1).padStart(10);
console.log(
  `node ${process.version}, validator engine init ${validatorInit.toFixed(0)} ms (once, not in the table)`,
);
console.log(
  'resources     sahab ms   findings   cdk-nag ms   validator ms   sahab us/resource   cdk-nag/sahab',
);
for (const r of rows) {
  console.log(
    `${String(r.size).padStart(9)} ${fmt(r.sahab)} ${String(r.findings).padStart(10)} ${fmt(r.cdkNag)}   ${fmt(r.validator)}   ${((r.sahab * 1000) / r.size).toFixed(1).padStart(17)}   ${(r.cdkNag / r.sahab).toFixed(1).padStart(13)}`,
  );
}
if (rows.length >= 2) {
  const [first, last] = [rows[0], rows[rows.length - 1]];
  const growth = last.sahab / first.sahab / (last.size / first.size);
  console.log(
    `sahab time growth per resource from ${first.size} to ${last.size}: ${growth.toFixed(2)}x (1.00 = linear)`,
  );
}
const at1000 = rows.find((r) => r.size === 1000);
console.log(
  `ratio cdk-nag/sahab at 1000 resources: ${at1000 ? (at1000.cdkNag / at1000.sahab).toFixed(1) : 'n/a'}`,
);
