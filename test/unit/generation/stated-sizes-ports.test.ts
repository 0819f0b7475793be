import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { designOfBrief } from '#test/fixtures/generation';

const propsOf = (brief: string, type: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.type === type)
    .map((r) => r.props);

/**
 * Sizes and ports as briefs state them: a size said as storage or a disk is the volume's, a
 * value beyond what AWS allows is kept within it (the value as written kept for the checklist),
 * and a container's port is the port the whole path to it uses.
 */
describe('stated sizes and ports reach every place the design uses them', () => {
  it('keeps a function’s memory within what Lambda allows, the stated value beside it', () => {
    const memory = statedProperties('A lambda with 20 GB of memory running java 21.')
      .flatMap((r) => r.targets.slice(0, 1))
      .find((t) => t.path === 'MemorySize');
    expect(memory).toMatchObject({ value: 10240, stated: 20480 });
    expect(propsOf('A lambda with 20 GB of memory.', 'AWS::Lambda::Function')[0]?.MemorySize).toBe(10240);
  });

  it('reads storage or a disk stated per node as the volume the nodes have', () => {
    const [kafka] = propsOf(
      'Amazon MSK provisioned: 3 brokers of kafka.m5.large, 500 GB of storage per broker.',
      'AWS::MSK::Cluster',
    );
    expect(kafka).toMatchObject({
      BrokerNodeGroupInfo: { StorageInfo: { EBSStorageInfo: { VolumeSize: 500 } } },
    });
    const [db] = propsOf(
      'قاعدة بيانات بوستجرس من الفئة db.m6g.large بسعة مئتي غيغابايت',
      'AWS::RDS::DBInstance',
    );
    expect(db?.AllocatedStorage).toBe('200');
  });

  it('moves the whole path to a container to its stated port', () => {
    for (const brief of [
      'Run our API as a container on Fargate: 3 tasks listening on port 3000 behind an internet-facing Application Load Balancer.',
      'نبي نشغّل تطبيقنا وهو حاوية دوكر تسمع على المنفذ 3000، على فارغيت ورا موزع أحمال تطبيقات',
    ]) {
      const { resources } = designOfBrief(brief);
      const text = JSON.stringify(resources);
      const task = resources.find((r) => r.type === 'AWS::ECS::TaskDefinition');
      expect(JSON.stringify(task?.props.ContainerDefinitions), brief).toContain('"ContainerPort":3000');
      expect(text, brief).not.toMatch(/"(Container|From|To)?Port":8080/);
      expect(resources.find((r) => r.type === 'AWS::ElasticLoadBalancingV2::TargetGroup')?.props.Port).toBe(
        3000,
      );
    }
  });
});
