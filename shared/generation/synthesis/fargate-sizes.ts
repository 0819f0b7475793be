/**
 * The task sizes Fargate accepts: for each task CPU (in CPU units, 1024 = 1 vCPU), the memory it
 * may be given in MiB. Source: the ECS API reference for RegisterTaskDefinition `memory`, and
 * https://docs.aws.amazon.com/AmazonECS/latest/userguide/task-cpu-memory-error.html (8 and 16 vCPU
 * need Linux platform 1.4.0, the default for new tasks).
 */
const steps = (from: number, to: number, by: number) =>
  Array.from({ length: (to - from) / by + 1 }, (_, i) => from + i * by);

const MEMORY_BY_CPU: Readonly<Record<string, readonly number[]>> = {
  '256': [512, 1024, 2048],
  '512': steps(1024, 4096, 1024),
  '1024': steps(2048, 8192, 1024),
  '2048': steps(4096, 16384, 1024),
  '4096': steps(8192, 30720, 1024),
  '8192': steps(16384, 61440, 4096),
  '16384': steps(32768, 122880, 8192),
};

/**
 * The memory a Fargate task of this CPU gets: the wanted amount when Fargate accepts it with that
 * CPU, else the nearest it does (the larger of two as near). A CPU Fargate does not know keeps the
 * wanted amount, for the template check to refuse in words.
 */
export function fargateMemory(cpu: string | number, wanted: number): number {
  const allowed = MEMORY_BY_CPU[String(cpu)];
  if (!allowed || allowed.includes(wanted)) return wanted;
  return allowed.reduce((best, m) => (Math.abs(m - wanted) <= Math.abs(best - wanted) ? m : best));
}
