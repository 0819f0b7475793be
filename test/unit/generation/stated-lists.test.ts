import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { statedPropertyItems } from '#shared/generation/checklist/properties';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { applyStatedProperties } from '#shared/generation/properties/apply';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The brief's stated settings applied to the resources, with the checklist's statuses for them. */
function applied(brief: string, resources: Resources) {
  const readings = statedProperties(brief);
  applyStatedProperties(resources, readings);
  const items = statedPropertyItems(readings, templateResources(JSON.stringify({ Resources: resources })));
  return { resources, statuses: items.map((i) => i.status) };
}

describe('stated values of lists and the settings they bring along', () => {
  it('sets every capacity provider a brief lists, each an item of the cluster list', () => {
    const { resources, statuses } = applied(
      'Run the jobs on an ECS cluster with Fargate and Fargate Spot capacity providers.',
      { Jobs: { Type: 'AWS::ECS::Cluster', Properties: { ClusterSettings: [] } } },
    );
    expect([...((resources.Jobs?.Properties?.CapacityProviders as string[]) ?? [])].sort()).toEqual([
      'FARGATE',
      'FARGATE_SPOT',
    ]);
    expect(statuses).not.toContain('not-met');
  });

  it('reads a count written as "shard count of 2" and makes the stream provisioned to hold it', () => {
    const { resources } = applied('Ingest clicks into a Kinesis data stream with a shard count of 2.', {
      Clicks: {
        Type: 'AWS::Kinesis::Stream',
        Properties: { StreamModeDetails: { StreamMode: 'ON_DEMAND' } },
      },
    });
    expect(resources.Clicks?.Properties).toMatchObject({
      ShardCount: 2,
      StreamModeDetails: { StreamMode: 'PROVISIONED' },
    });
  });
});

describe('a yes/no setting whose word is said twice', () => {
  it('is read where every word of its name stands, not at the first of them', () => {
    const readings = statedProperties('A single-AZ PostgreSQL database on RDS for staging, not Multi-AZ.');
    const multiAz = readings.flatMap((r) => r.targets).find((t) => t.path === 'MultiAZ');
    expect(multiAz).toMatchObject({ type: 'AWS::RDS::DBInstance', value: false });
  });
});
