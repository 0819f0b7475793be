/**
 * Runs every brief of a generation benchmark (../shared/data/generation-benchmark/) through offline
 * generation and prints what the README there defines: the share of briefs whose template has
 * every needed service family, service recall, the most-missed families, the share valid with
 * >= 90 on every framework (drawn and priced), and time per brief. It also prints precision's
 * side: how many families were built that the brief's own template does not have (glue left out).
 * Brief text is read from the file, never stored here.
 *
 * With `split` the briefs are cut in five by a hash of their id: four fifths to tune on, one fifth
 * held apart, and the figures are printed for each part, so a change that only helps the briefs
 * tuned on shows up as a gap between the two.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AgentModel } from '#functions/lib/ports/model';
import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { parseTemplate } from '#shared/cfn/parse';
import { familiesOfTypes } from '#shared/generation/services/families';
import { isSound, runGeneration } from '#test/fixtures/generation-pipeline';

interface Pattern {
  id: string;
  brief: string;
  services: string[];
}

interface Outcome {
  pattern: Pattern;
  missing: string[];
  extra: string[];
  sound: boolean;
  failed: boolean;
  /** the design's edges (the checklist's connection entries), and those not wired on both sides */
  edges: number;
  unwired: string[];
  ms: number;
}

/** Families the benchmark leaves out as glue (its README), never counted as extra. */
const GLUE = new Set(['IAM', 'Logs', 'KMS', 'SSM', 'CloudWatch', 'EC2', 'CloudFormation']);

/** The fifth (0-4) a brief falls in: stable across runs and independent of the file's order. */

export function fifthOf(id: string): number {
  return createHash('sha256').update(id).digest()[0] % 5;
}

export interface DatasetOptions {
  limit: number;
  /** print the tuning four fifths and the held fifth apart; the held fifth is this one (0-4) */
  split?: number;
}

export async function runDataset(
  path: string,
  ports: { model: AgentModel; validator: TemplateValidator },
  options: DatasetOptions,
): Promise<void> {
  const patterns = (JSON.parse(readFileSync(path, 'utf8')) as { patterns: Pattern[] }).patterns.slice(
    0,
    options.limit,
  );
  const verbose = process.env.BENCH_VERBOSE === '1';
  const outcomes: Outcome[] = [];
  for (const pattern of patterns) outcomes.push(await runOne(pattern, ports, verbose));
  console.log(`${patterns.length} briefs from ${path}`);
  report('all', outcomes);
  if (options.split !== undefined) {
    const held = options.split;
    report(
      `tuning (fifths other than ${held})`,
      outcomes.filter((o) => fifthOf(o.pattern.id) !== held),
    );
    report(
      `held (fifth ${held})`,
      outcomes.filter((o) => fifthOf(o.pattern.id) === held),
    );
  }
}

async function runOne(
  pattern: Pattern,
  ports: { model: AgentModel; validator: TemplateValidator },
  verbose: boolean,
): Promise<Outcome> {
  const start = performance.now();
  let families = new Set<string>();
  let sound = false;
  let failed = false;
  let edges = 0;
  let unwired: string[] = [];
  try {
    const result = await runGeneration({ prompt: pattern.brief }, ports, { tier: 'pro' });
    const parsed = parseTemplate(result.security.template);
    const resources = (parsed.body as { Resources?: Record<string, { Type?: string }> }).Resources ?? {};
    families = familiesOfTypes(Object.values(resources).map((r) => String(r.Type)));
    const scores = Object.values(result.security.scores);
    sound = isSound(result);
    const checklist = result.artifacts.find((a) => a.kind === 'checklist');
    const connections = checklist
      ? (
          JSON.parse(checklist.content) as {
            items: { kind: string; status: string; requirement: string; detail: string }[];
          }
        ).items.filter((i) => i.kind === 'connection')
      : [];
    edges = connections.length;
    unwired = connections.filter((i) => i.status !== 'met').map((i) => `${i.requirement}: ${i.detail}`);
    if (verbose) for (const u of unwired) console.log(`  unwired ${pattern.id}: ${u}`);
    if (!sound && verbose) console.log(`  unsound ${pattern.id}: scores ${scores.join(',')}`);
  } catch (error) {
    failed = true;
    if (verbose) console.log(`  failed ${pattern.id}: ${error instanceof Error ? error.message : error}`);
  }
  const ms = performance.now() - start;
  const missing = pattern.services.filter((s) => !families.has(s));
  const extra = [...families].filter((f) => !GLUE.has(f) && !pattern.services.includes(f));
  if (verbose && missing.length > 0) console.log(`  missed ${pattern.id}: ${missing.join(', ')}`);
  if (process.env.BENCH_EXTRA === '1' && extra.length > 0)
    console.log(`  extra ${pattern.id}: ${extra.join(', ')}`);
  return { pattern, missing, extra, sound, failed, edges, unwired, ms };
}

function report(title: string, outcomes: readonly Outcome[]): void {
  const n = outcomes.length;
  const covered = outcomes.filter((o) => o.missing.length === 0).length;
  const wanted = outcomes.reduce((sum, o) => sum + o.pattern.services.length, 0);
  const found = wanted - outcomes.reduce((sum, o) => sum + o.missing.length, 0);
  const sound = outcomes.filter((o) => o.sound).length;
  const failed = outcomes.filter((o) => o.failed).length;
  const extras = outcomes.reduce((sum, o) => sum + o.extra.length, 0);
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(`\n== ${title}: ${n} briefs`);
  console.log(
    `fully covered: ${covered}/${n} (${pct(covered, n)}); service recall ${found}/${wanted} (${pct(found, wanted)})`,
  );
  console.log(
    `valid, >= 90 on every framework, drawn and priced: ${sound}/${n} (${pct(sound, n)}); failed runs ${failed}`,
  );
  console.log(
    `extra families (built, not in the brief's template, glue left out): ${(extras / Math.max(1, n)).toFixed(2)} per brief`,
  );
  const edges = outcomes.reduce((sum, o) => sum + o.edges, 0);
  const unwired = outcomes.reduce((sum, o) => sum + o.unwired.length, 0);
  const whole = outcomes.filter((o) => o.unwired.length === 0 && !o.failed).length;
  console.log(
    `edges wired on both sides: ${edges - unwired}/${edges} (${pct(edges - unwired, edges)}); briefs with every edge wired ${whole}/${n}`,
  );
  console.log(
    `time per brief: median ${sorted[Math.floor(n / 2)]?.toFixed(0)} ms, p90 ${sorted[Math.floor(0.9 * n)]?.toFixed(0)} ms`,
  );
  const missed = new Map<string, number>();
  const needed = new Map<string, number>();
  const extraBy = new Map<string, number>();
  for (const o of outcomes) {
    for (const s of o.pattern.services) needed.set(s, (needed.get(s) ?? 0) + 1);
    for (const s of o.missing) missed.set(s, (missed.get(s) ?? 0) + 1);
    for (const s of o.extra) extraBy.set(s, (extraBy.get(s) ?? 0) + 1);
  }
  console.log('most-missed families (missed/needed):');
  for (const [family, count] of [...missed].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${family.padEnd(22)} ${count}/${needed.get(family)}`);
  }
  console.log(
    `most frequent extra families (briefs): ${[...extraBy]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([f, c]) => `${f} ${c}`)
      .join(', ')}`,
  );
}
