import { HOURS_PER_MONTH } from '../profiles';
import type { Pricer } from '../types';
import { listOf, mapOf, numberOf, referenced, same, text, unreadable, usage } from './read';

/** "256" (CPU units) or "0.25 vCPU" -> vCPUs; "512" (MiB) or "1 GB" -> GB. */
function vcpus(value: unknown): number | undefined {
  const raw = text(value)?.trim().toLowerCase();
  if (!raw) return undefined;
  const units = numberOf(raw);
  if (units !== undefined) return units / 1024;
  const match = /^([\d.]+)\s*vcpu$/.exec(raw);
  return match ? Number(match[1]) : undefined;
}

function gigabytes(value: unknown): number | undefined {
  const raw = text(value)?.trim().toLowerCase();
  if (!raw) return undefined;
  const mib = numberOf(raw);
  if (mib !== undefined) return mib / 1024;
  const match = /^([\d.]+)\s*gb$/.exec(raw);
  return match ? Number(match[1]) : undefined;
}

/** Whether the service runs on Fargate (its launch type, or a capacity provider strategy of FARGATE). */
function onFargate(properties: Record<string, unknown>): boolean | 'spot' {
  if (text(properties.LaunchType) === 'FARGATE') return true;
  const providers = (listOf(properties.CapacityProviderStrategy) ?? []).map((item) =>
    text(mapOf(item)?.CapacityProvider),
  );
  if (providers.includes('FARGATE_SPOT')) return 'spot';
  return providers.includes('FARGATE');
}

/** ECS service on Fargate: vCPU and memory hours of its task definition x the desired count. */
export const ecsService: Pricer = (resource, context) => {
  const { properties } = resource;
  const fargate = onFargate(properties);
  if (fargate === 'spot')
    return { drivers: [], usage: [], unpriced: ['The price list has no Fargate Spot prices.'] };
  if (!fargate)
    return { drivers: ['tasks on EC2 capacity (the instances are priced where declared)'], usage: [] };
  const task = referenced(properties.TaskDefinition, context);
  if (task?.type !== 'AWS::ECS::TaskDefinition')
    return { drivers: [], usage: [], unpriced: [unreadable('task definition', properties.TaskDefinition)] };
  const cpu = vcpus(task.properties.Cpu);
  const memory = gigabytes(task.properties.Memory);
  const count = properties.DesiredCount === undefined ? 1 : numberOf(properties.DesiredCount);
  if (cpu === undefined)
    return { drivers: [], usage: [], unpriced: [unreadable('task CPU', task.properties.Cpu)] };
  if (memory === undefined)
    return { drivers: [], usage: [], unpriced: [unreadable('task memory', task.properties.Memory)] };
  if (count === undefined)
    return { drivers: [], usage: [], unpriced: [unreadable('desired count', properties.DesiredCount)] };
  const arm = text(mapOf(task.properties.RuntimePlatform)?.CpuArchitecture) === 'ARM64';
  const platform = arm ? 'Linux/ARM' : 'Linux/x86';
  const hours = count * HOURS_PER_MONTH;
  const lines = [
    usage('vCPU hours', 'ECS Fargate', `Fargate ${platform} vCPU`, same(cpu * hours)),
    usage('memory GB hours', 'ECS Fargate', `Fargate ${platform} memory`, same(memory * hours)),
  ];
  const storage = numberOf(mapOf(task.properties.EphemeralStorage)?.SizeInGiB);
  if (storage !== undefined && storage > 20) {
    lines.push(
      usage(
        'ephemeral storage above 20 GB (GB hours)',
        'ECS Fargate',
        'Fargate ephemeral storage above 20 GB',
        same((storage - 20) * hours),
      ),
    );
  }
  return { drivers: [`${count} task(s) of ${cpu} vCPU and ${memory} GB, ${platform}`], usage: lines };
};
