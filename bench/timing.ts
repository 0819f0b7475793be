/**
 * Sampling helpers for benchmarks on a shared machine. Wall time follows the machine's load (other
 * processes take the cores); CPU time (user + system of this process) is what the work itself
 * costs, so benchmarks print both and compare engines on each.
 */
export interface Sample {
  wall: number;
  cpu: number;
}

/** Wall and CPU milliseconds of one call, with what it returned. */
export function measure<T>(fn: () => T): Sample & { result: T } {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const result = fn();
  const wall = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, result };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Median wall and CPU time of `runs` calls, after one warm-up call when runs > 1. */
export function sample(runs: number, fn: () => unknown): Sample {
  if (runs > 1) fn();
  const samples = Array.from({ length: runs }, () => measure(fn));
  return { wall: median(samples.map((s) => s.wall)), cpu: median(samples.map((s) => s.cpu)) };
}

export const ms = (value: number, width = 10) => value.toFixed(1).padStart(width);
export const ratio = (value: number, width = 8) => `${value.toFixed(1)}x`.padStart(width);
