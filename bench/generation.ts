/**
 * Times offline generation from brief to artifacts (offline planner, synthesis, security and cost
 * agents, AWS's validator, diagram, artifacts) over the planner's request set, and the share of
 * each stage. Goal: under 2 s per brief. The validator's engine and elkjs are warmed first, as a
 * long-running worker would have them.
 *
 *   npm run bench:generation
 *   BENCH_LIMIT=10 npm run bench:generation     first 10 briefs only
 *   npm run bench:generation -- --dataset ../shared/data/generation-benchmark/serverless-patterns-tuning.json
 *                                                 coverage of a benchmark's briefs (see its README)
 *   npm run bench:generation -- --dataset <file> --split 0
 *                                                 the same, also printed apart for the four fifths tuned
 *                                                 on and the held fifth (0-4) kept apart
 *   BENCH_VERBOSE=1 ... --dataset <file>           also lists each missed brief's id and missing families
 *   BENCH_EXTRA=1 ... --dataset <file>             and the families each brief got beyond its own template
 */
import { loadavg } from 'node:os';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { STAGES, type StageName } from '#shared/generation/stages';
import { runGeneration } from '#test/fixtures/generation-pipeline';
import { REQUEST_CASES } from '#test/fixtures/generation-requests';
import { runDataset } from './generation-dataset';

const ports = { model: offlinePlanner(), validator: getTemplateValidator() };
const datasetAt = process.argv.indexOf('--dataset');
if (datasetAt >= 0) {
  const path = process.argv[datasetAt + 1];
  if (!path) throw new Error('--dataset needs the path of a benchmark file');
  const splitAt = process.argv.indexOf('--split');
  const split = splitAt >= 0 ? Number(process.argv[splitAt + 1] ?? 0) : undefined;
  if (split !== undefined && !(Number.isInteger(split) && split >= 0 && split < 5))
    throw new Error('--split takes the held fifth, 0 to 4');
  await runDataset(path, ports, {
    limit: Number(process.env.BENCH_LIMIT ?? Number.POSITIVE_INFINITY),
    ...(split !== undefined ? { split } : {}),
  });
  process.exit(0);
}
const limit = Number(process.env.BENCH_LIMIT ?? REQUEST_CASES.length);
const cases = REQUEST_CASES.slice(0, limit);

const warmStart = performance.now();
for (const testCase of cases.slice(0, 3)) await runGeneration(testCase.request, ports, { tier: 'pro' });
const warm = performance.now() - warmStart;

const totals: number[] = [];
const stageSums = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<StageName, number>;
const rows: string[] = [];
const cpuStart = process.cpuUsage();
for (const [i, testCase] of cases.entries()) {
  const start = performance.now();
  const result = await runGeneration(testCase.request, ports, { tier: 'pro' });
  const total = performance.now() - start;
  totals.push(total);
  for (const stage of STAGES) stageSums[stage] += result.timings[stage] ?? 0;
  rows.push(
    `${String(i).padStart(3)}  ${total.toFixed(0).padStart(6)}  ${String(result.synthesized.resource_count).padStart(9)}  ${STAGES.map((s) => (result.timings[s] ?? 0).toFixed(0).padStart(5)).join(' ')}  ${testCase.request.prompt.slice(0, 50)}`,
  );
}
const cpu = process.cpuUsage(cpuStart);

const sorted = [...totals].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const sum = totals.reduce((a, b) => a + b, 0);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores); ${cases.length} briefs; warm-up of 3 briefs ${warm.toFixed(0)} ms`,
);
console.log(`  #  total ms  resources  ${STAGES.map((s) => s.slice(0, 5).padStart(5)).join(' ')}  brief`);
for (const row of rows) console.log(row);
console.log('');
console.log(
  `brief to artifacts: median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (goal < 2000 ms); ${totals.filter((t) => t < 2000).length}/${totals.length} under 2 s`,
);
console.log(
  `CPU ${((cpu.user + cpu.system) / 1000 / cases.length).toFixed(0)} ms per brief (wall ${(sum / cases.length).toFixed(0)} ms)`,
);
console.log('share per stage:');
for (const stage of STAGES) {
  console.log(
    `  ${stage.padEnd(16)} ${((100 * stageSums[stage]) / sum).toFixed(1).padStart(5)} %  ${(stageSums[stage] / cases.length).toFixed(0).padStart(5)} ms mean`,
  );
}
