/**
 * Runs every brief of a generation benchmark (../shared/data/generation-benchmark/) through offline
 * generation and prints what the README there defines: the share of briefs whose template has
 * every needed service family, service recall, the most-missed families, the share valid with
 * >= 90 on every framework (drawn and priced), and time per brief. Brief text is read from the
 * file, never stored here.
 */
import { readFileSync } from 'node:fs';
import type { AgentModel } from '#functions/lib/ports/model';
import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { parseTemplate } from '#shared/cfn/parse';
import { familiesOfTypes } from '#shared/generation/services/families';
import { runGeneration } from '#test/fixtures/generation-pipeline';

interface Pattern {
  id: string;
  brief: string;
  services: string[];
}

export async function runDataset(
  path: string,
  ports: { model: AgentModel; validator: TemplateValidator },
  limit: number,
): Promise<void> {
  const patterns = (JSON.parse(readFileSync(path, 'utf8')) as { patterns: Pattern[] }).patterns.slice(
    0,
    limit,
  );
  const missed = new Map<string, number>();
  const needed = new Map<string, number>();
  let covered = 0;
  let found = 0;
  let wanted = 0;
  let sound = 0;
  let failed = 0;
  const times: number[] = [];
  const verbose = process.env.BENCH_VERBOSE === '1';
  for (const pattern of patterns) {
    const start = performance.now();
    let families = new Set<string>();
    try {
      const result = await runGeneration({ prompt: pattern.brief }, ports, { tier: 'pro' });
      const parsed = parseTemplate(result.security.template);
      const resources = (parsed.body as { Resources?: Record<string, { Type?: string }> }).Resources ?? {};
      families = familiesOfTypes(Object.values(resources).map((r) => String(r.Type)));
      const scores = Object.values(result.security.scores);
      const drawn = result.artifacts.some((a) => a.kind === 'diagram-svg');
      const priced = result.cost.resources.length > 0;
      if (result.validity.ok && scores.every((s) => s >= 90) && drawn && priced) sound++;
      else if (verbose) console.log(`  unsound ${pattern.id}: scores ${scores.join(',')}`);
    } catch (error) {
      failed++;
      if (verbose) console.log(`  failed ${pattern.id}: ${error instanceof Error ? error.message : error}`);
    }
    times.push(performance.now() - start);
    const missing = pattern.services.filter((s) => !families.has(s));
    for (const s of pattern.services) needed.set(s, (needed.get(s) ?? 0) + 1);
    for (const s of missing) missed.set(s, (missed.get(s) ?? 0) + 1);
    wanted += pattern.services.length;
    found += pattern.services.length - missing.length;
    if (missing.length === 0) covered++;
    else if (verbose) console.log(`  missed ${pattern.id}: ${missing.join(', ')}`);
  }
  const n = patterns.length;
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(`${n} briefs from ${path}`);
  console.log(
    `fully covered: ${covered}/${n} (${pct(covered, n)}); service recall ${found}/${wanted} (${pct(found, wanted)})`,
  );
  console.log(
    `valid, >= 90 on every framework, drawn and priced: ${sound}/${n} (${pct(sound, n)}); failed runs ${failed}`,
  );
  console.log(
    `time per brief: median ${sorted[Math.floor(n / 2)]?.toFixed(0)} ms, p90 ${sorted[Math.floor(0.9 * n)]?.toFixed(0)} ms`,
  );
  console.log('most-missed families (missed/needed):');
  for (const [family, count] of [...missed].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${family.padEnd(22)} ${count}/${needed.get(family)}`);
  }
}
