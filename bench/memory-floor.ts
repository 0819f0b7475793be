/**
 * What reading a template costs per resource on this machine, with no work and no allocation of
 * its own: the floor under bench:compliance's "time per resource" growth. Every phase of a scan
 * reads the parsed template (the expansion check, the resolver, the rules, the fix outlook); once
 * the template outgrows the CPU's caches each read waits on memory, so the same reads cost more per
 * resource at 10,000 resources than at 1,000 however little the code does with them.
 */
import { DEFAULT_SCAN_SETTINGS } from '#shared/compliance/context';
import { evaluateToTable, loadTemplate } from '#shared/compliance/engine';
import { ALL_RULES } from '#shared/compliance/rules/index';

/**
 * Nanoseconds of CPU per resource for one read-only walk of the template as a scan holds it: parsed
 * and resolved, with the rules run over it (so the collector has moved it as it does in a scan),
 * then every value of the parsed template and of the resolved properties read. Median of `runs`.
 */
export function readFloor(text: string, size: number, runs: number): number {
  const perResource: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { parsed, resources, ctx } = loadTemplate(text, { quotas: false, settings: DEFAULT_SCAN_SETTINGS });
    evaluateToTable(resources, ctx, ALL_RULES);
    const start = process.cpuUsage();
    let read = countValues(parsed.body);
    for (const resource of resources) read += countValues(resource.properties);
    const used = process.cpuUsage(start);
    if (read === 0) throw new Error('the template has no values to read');
    perResource.push(((used.user + used.system) * 1000) / size);
  }
  perResource.sort((a, b) => a - b);
  return perResource[Math.floor(runs / 2)];
}

/** Every value under `value`, counted (the count keeps the walk from being optimised away). */
function countValues(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += countValues(item);
    return count;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) count += countValues(record[key]);
  return count;
}
