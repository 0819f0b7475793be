/**
 * Times the Sahab compliance engine, cdk-nag (AwsSolutions + NIST 800-53 rev 5 on a template loaded
 * through CfnInclude) and AWS's offline validator on the same synthetic templates, in one run.
 * Prints the engines side by side (wall and CPU time), the scanner's own phases, and the
 * cdk-nag/sahab ratios against the targets (>= 100x at 1,000 resources, >= 150x at 10,000), and
 * what merely reading the template costs per resource at each size (memory-floor.ts).
 *
 * What is timed on each side: both start from the template's text and parse it inside the timed
 * region (ours from a string in memory, cdk-nag's CfnInclude from a file in the page cache). Ours
 * ends with the findings as a compact table (findings.ts), made into objects when first read: that
 * is timed apart and printed beside the ratios; cdk-nag's with a synthesis, which its checks run inside and
 * which also writes the cloud assembly, work a check does not need: in one run at 1,000 resources
 * (CPU, machine under load) CfnInclude alone took 226 ms, with the synthesis 352, with the
 * NagPacks 578. Ours is the median of many scans in a warm process; the mean is printed beside the
 * ratios because the median mostly leaves out the collector's work (see Row.sahabMean).
 *
 *   npm run bench:compliance            sizes 100, 1000, 10000
 *   BENCH_SIZES=100,1000 npm run bench:compliance
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GCProfiler } from 'node:v8';
import { RegoEngine, TemplateFile } from '@aws/cloudformation-validate';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { CfnInclude } from 'aws-cdk-lib/cloudformation-include';
import { AwsSolutionsChecks, NIST80053R5Checks } from 'cdk-nag';
import { fixViolations, type ScanPhases, scanTemplate } from '#shared/compliance/scan';
import { readFloor } from './memory-floor';
import { syntheticTemplate } from './synthetic-template';
import { mean, measure, median, ms, ratio, type Sample, sample } from './timing';

const sizes = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const TARGETS: Record<number, number> = { 1000: 100, 10000: 150 };
const dir = mkdtempSync(join(tmpdir(), 'sahab-bench-'));
// 1,000 and 10,000 resources are over CloudFormation's 500-resource quota, which the scanner
// enforces: the engine is timed past it on purpose (ScanOptions.quotas).
const OVER_QUOTA = { quotas: false } as const;
const scan = (text: string) => scanTemplate(text, OVER_QUOTA);

function runCdkNag(file: string): void {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { '@aws-cdk/core:stackResourceLimit': 0 },
    outdir: join(dir, `cdk-${Math.random().toString(36).slice(2)}`),
  });
  const stack = new Stack(app, 'Bench');
  new CfnInclude(stack, 'Template', { templateFile: file });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new NIST80053R5Checks(app));
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
}

/**
 * Our scan, sampled often (it is cheap): medians of the whole scan and of each phase, once warm (a
 * server, the studio's review rounds or a CLI run over many files scans in a process that has
 * scanned before). The first, cold scan is kept and printed too.
 */
function sampleScan(text: string, runs: number) {
  const first = measure(() => scan(text));
  const cold = first.wall;
  const findings = first.result.violations.length;
  warm(() => scan(text));
  // Each sample keeps its figures, not the whole scan: 25 retained scans (outcomes, findings,
  // resolved resources) would make every later sample pay the garbage collector for the earlier
  // ones, which a server or CLI does not do; cdk-nag's samples keep nothing either.
  const runsOf = Array.from({ length: runs }, () => {
    const { wall, cpu, result } = measure(() => scan(text));
    return { wall, cpu, phases: result.phases };
  });
  // The findings are kept as columns and made into Violation objects when first read (what the
  // API, the CLI and every export read): timed apart, on scans of their own, so the samples above
  // neither include it nor pay the collector for it.
  const objects = Array.from({ length: runs }, () => {
    const result = scan(text);
    return measure(() => result.violations.length);
  });
  const phase = (key: keyof ScanPhases) => median(runsOf.map((r) => r.phases[key]));
  const gc = gcPerScan(() => scan(text), runs);
  const phases: ScanPhases = {
    parse: phase('parse'),
    resolve: phase('resolve'),
    evaluate: phase('evaluate'),
    score: phase('score'),
    report: phase('report'),
  };
  return {
    total: { wall: median(runsOf.map((r) => r.wall)), cpu: median(runsOf.map((r) => r.cpu)) },
    mean: { wall: mean(runsOf.map((r) => r.wall)), cpu: mean(runsOf.map((r) => r.cpu)) },
    phases,
    cold,
    findings,
    objects: { wall: median(objects.map((o) => o.wall)), cpu: median(objects.map((o) => o.cpu)) },
    gc,
  };
}

/**
 * Milliseconds of garbage collection per scan (V8's own account: scavenges and mark-compacts),
 * over `runs` more scans once the samples are taken, so recording it costs the samples nothing.
 * Printed because it is what grows faster than the template: a scan keeps its parsed template,
 * outcomes and findings live to the end, and the collector copies them as the scan allocates.
 */
function gcPerScan(fn: () => unknown, runs: number): number {
  const profiler = new GCProfiler();
  profiler.start();
  for (let i = 0; i < runs; i++) fn();
  const { statistics } = profiler.stop();
  let micros = 0;
  for (const s of statistics) micros += s.cost;
  return micros / 1000 / runs;
}

/**
 * Scans until the process is warm: V8 keeps optimising (rules that see one resource type in ten
 * reach the optimising compiler late) and sizing its young generation for ~150 scans of 1,000
 * resources. In one process, scans 25-49 took 20.4 ms (median) and scans 175-299 11.4-12.6 ms; the
 * old warm-up (30 scans or 1.5 s) measured the first. Warm means 200 scans, or 10 s of scanning
 * for templates too large for that (about 40 scans of 10,000 resources).
 */
function warm(fn: () => unknown): void {
  const until = performance.now() + 10_000;
  for (let i = 0; i < 200 && performance.now() < until; i++) fn();
}

interface Row {
  size: number;
  sahab: Sample;
  /**
   * the mean of the same samples: the collector's work (a scavenge falls in about 2 scans in 5 at
   * 1,000 resources) spread over every scan, where the median mostly leaves it out; cdk-nag's
   * single syntheses each include their own
   */
  sahabMean: Sample;
  phases: ScanPhases;
  /** the first scan of the template in this process, before the JIT warmed up */
  cold: number;
  /** garbage collection per scan (mean, ms), part of the scan's time */
  gc: number;
  findings: number;
  /** making the scan's findings into Violation objects, when a reader first asks (median) */
  objects: Sample;
  fix: Sample;
  fixes: number;
  validator: Sample;
  cdkNag: Sample;
  /** CPU nanoseconds per resource to read the parsed template once (memory-floor.ts) */
  floor: number;
}

const rows: Row[] = [];
const validator = new RegoEngine();
try {
  const templates = sizes.map((size) => {
    const text = JSON.stringify(syntheticTemplate(size));
    const file = join(dir, `t${size}.json`);
    writeFileSync(file, text);
    return { size, text, file, big: size >= 10_000 };
  });
  // Our scans first, every size, on a heap cdk-nag has not grown: in the first run the 10,000
  // resource scan, sampled after two sizes of cdk-nag syntheses, grew 2.4x per resource.
  const ours = templates.map(({ size, text, big }) => {
    const sampled = sampleScan(text, big ? 7 : 25);
    let fixes = 0;
    const fix = sample(big ? 3 : 7, () => {
      fixes = fixViolations(text, undefined, OVER_QUOTA).changes.length;
    });
    return { sampled, fix, fixes, floor: readFloor(text, size, big ? 7 : 25) };
  });
  for (const [i, { size, file, big }] of templates.entries()) {
    const { sampled, fix, fixes, floor } = ours[i];
    const validate = sample(big ? 1 : 3, () => validator.validateStandard(new TemplateFile(file)));
    // one unmeasured synthesis first, like our warm-up (at 10,000 one synthesis takes minutes)
    if (!big) runCdkNag(file);
    const cdkNag = sample(big ? 1 : 3, () => runCdkNag(file));
    rows.push({
      size,
      sahab: sampled.total,
      sahabMean: sampled.mean,
      phases: sampled.phases,
      cold: sampled.cold,
      gc: sampled.gc,
      findings: sampled.findings,
      objects: sampled.objects,
      fix,
      fixes,
      validator: validate,
      cdkNag,
      floor,
    });
    process.stderr.write(`measured ${size} resources\n`);
  }
} finally {
  validator.free();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `node ${process.version}; medians after warm-up; wall = elapsed, cpu = this process's user + system time`,
);
console.log(
  'one process scans every size, ours before cdk-nag (a server that has scanned before); GC = the collector, within the scan',
);
console.log(
  '\nresources  sahab wall  sahab cpu  findings  cdk-nag wall  cdk-nag cpu  validator wall  nag/sahab wall  nag/sahab cpu',
);
for (const r of rows) {
  console.log(
    `${String(r.size).padStart(9)} ${ms(r.sahab.wall, 11)} ${ms(r.sahab.cpu)} ${String(r.findings).padStart(9)} ${ms(r.cdkNag.wall, 13)} ${ms(r.cdkNag.cpu, 12)} ${ms(r.validator.wall, 15)} ${ratio(r.cdkNag.wall / r.sahab.wall, 15)} ${ratio(r.cdkNag.cpu / r.sahab.cpu, 14)}`,
  );
}
console.log(
  '\nsahab phases (ms, wall)  parse  resolve  evaluate   score   report | scan total  of it GC  first scan (cold)   fix (all fixes)  validate (AWS validator) | findings as objects (wall, cpu)',
);
for (const r of rows) {
  const p = r.phases;
  console.log(
    `${String(r.size).padStart(23)} ${ms(p.parse, 6)} ${ms(p.resolve, 8)} ${ms(p.evaluate, 9)} ${ms(p.score, 7)} ${ms(p.report, 8)} | ${ms(r.sahab.wall, 10)} ${ms(r.gc, 9)} ${ms(r.cold, 18)} ${ms(r.fix.wall, 10)} (${r.fixes}) ${ms(r.validator.wall, 12)} | ${ms(r.objects.wall, 8)} ${ms(r.objects.cpu, 6)}`,
  );
}
if (rows.length >= 2) {
  // The two largest sizes: at 100 resources fixed costs (rule index, framework data) still show.
  const [first, last] = rows.slice(-2);
  const growth = (s: (r: Row) => number) => (s(last) / s(first) / (last.size / first.size)).toFixed(2);
  console.log(
    `\nsahab time per resource, ${first.size} -> ${last.size}: wall ${growth((r) => r.sahab.wall)}x, cpu ${growth((r) => r.sahab.cpu)}x (1.00 = linear)`,
  );
  // What memory alone adds to that growth: reading the same data with no work and no allocation
  // costs this much more per resource once the template outgrows the caches (memory-floor.ts).
  console.log(
    `reading the parsed template once (no work, no allocation), per resource: ${first.floor.toFixed(0)} ns at ${first.size}, ${last.floor.toFixed(0)} ns at ${last.size}: ${(last.floor / first.floor).toFixed(2)}x`,
  );
}
for (const r of rows) {
  const target = TARGETS[r.size];
  if (!target) continue;
  const [wall, cpu] = [r.cdkNag.wall / r.sahab.wall, r.cdkNag.cpu / r.sahab.cpu];
  const verdict = (x: number) => (x >= target ? 'met' : 'short');
  console.log(
    `ratio cdk-nag/sahab at ${r.size} resources: wall ${wall.toFixed(1)}x (${verdict(wall)}), cpu ${cpu.toFixed(1)}x (${verdict(cpu)}); target >= ${target}x`,
  );
  const [meanWall, meanCpu] = [r.cdkNag.wall / r.sahabMean.wall, r.cdkNag.cpu / r.sahabMean.cpu];
  console.log(
    `  with the findings made into objects (${ms(r.sahab.wall + r.objects.wall, 0)} ms wall, ${ms(r.sahab.cpu + r.objects.cpu, 0)} ms cpu): wall ${(r.cdkNag.wall / (r.sahab.wall + r.objects.wall)).toFixed(1)}x, cpu ${(r.cdkNag.cpu / (r.sahab.cpu + r.objects.cpu)).toFixed(1)}x`,
  );
  console.log(
    `  on our mean scan (${ms(r.sahabMean.wall, 0)} ms wall, ${ms(r.sahabMean.cpu, 0)} ms cpu, the collector's work spread over every scan): wall ${meanWall.toFixed(1)}x (${verdict(meanWall)}), cpu ${meanCpu.toFixed(1)}x (${verdict(meanCpu)})`,
  );
}
