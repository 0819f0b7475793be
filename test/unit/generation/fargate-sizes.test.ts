import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, resourcesOfBrief, warmValidator } from '#test/fixtures/generation';

beforeAll(warmValidator, 60_000);

const taskSizes = (brief: string) => {
  return resourcesOfBrief(brief)
    .filter((r) => r.type === 'AWS::ECS::TaskDefinition')
    .map((r) => ({ cpu: Number(r.props.Cpu), memory: Number(r.props.Memory) }));
};

describe('a stated task CPU gets memory Fargate accepts with it', () => {
  it('gives a 2 vCPU task at least 4 GB, and the design completes', async () => {
    const brief =
      'Run six copies of the billing service on Fargate behind an application load balancer, each task with two vCPUs.';
    const sizes = taskSizes(brief);
    expect(sizes).toContainEqual({ cpu: 2048, memory: 4096 });
    // the template check accepts the pair: the run completes (it failed after two repair rounds)
    const result = await generateOffline(brief);
    expect(result.validity.ok).toBe(true);
  });

  it('keeps memory that Fargate accepts with the CPU as it was', () => {
    const sizes = taskSizes(
      'Containers on Fargate with 1 vCPU and 6 GB of memory per task, behind a load balancer.',
    );
    expect(sizes).toContainEqual({ cpu: 1024, memory: 6144 });
  });
});
