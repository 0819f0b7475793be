import { beforeAll, describe, expect, it } from 'vitest';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';

/** The RDS instances of a brief's design: the sources and the read replicas of each. */
function instancesOf(brief: string) {
  const instances = designOfBrief(brief).resources.filter((r) => r.type === 'AWS::RDS::DBInstance');
  const replicas = instances.filter((r) => r.props.SourceDBInstanceIdentifier !== undefined);
  return { sources: instances.length - replicas.length, replicas };
}

describe('read replicas of an RDS database are built, beside their source', () => {
  beforeAll(warmValidator);

  it('English: PostgreSQL on RDS with two read replicas', () => {
    const { sources, replicas } = instancesOf(
      'A reporting app on ECS Fargate with PostgreSQL on RDS and two read replicas for the dashboards.',
    );
    expect(sources).toBe(1);
    expect(replicas).toHaveLength(2);
    // a replica reads from its source, in the source's network, on the same class
    for (const replica of replicas) {
      expect(JSON.stringify(replica.props.SourceDBInstanceIdentifier)).toContain('DatabaseInstance');
      expect(replica.props.VPCSecurityGroups).toBeDefined();
      expect(replica.props.MasterUsername).toBeUndefined();
    }
  });

  it('MSA: نسختين للقراءة (read replicas)', () => {
    const { replicas } = instancesOf(
      'نظام لإدارة درجات الطلاب: قاعدة بيانات PostgreSQL على RDS مع نسختين للقراءة (read replicas)، وتطبيق على ECS Fargate.',
    );
    expect(replicas).toHaveLength(2);
  });

  it('Gulf, mixed: MySQL على RDS مع read replica وحدة', () => {
    const { replicas } = instancesOf(
      'Lambda تقرأ من SQS queue وتحفظ النتائج في RDS MySQL مع read replica وحدة.',
    );
    expect(replicas).toHaveLength(1);
  });

  it('a stated backup retention is met by the source alone: a replica keeps no backups of its own', async () => {
    const brief =
      'PostgreSQL on RDS with one read replica behind an ECS Fargate service; keep database backups 14 days.';
    const result = await generateOffline(brief);
    const checklist = JSON.parse(result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}') as {
      items: { kind: string; status: string }[];
    };
    expect(instancesOf(brief).replicas).toHaveLength(1);
    expect(checklist.items.filter((i) => i.kind === 'retention').map((i) => i.status)).toEqual(['met']);
  });

  it('guard: no replica said, none built', () => {
    const { sources, replicas } = instancesOf(
      'A Lambda function that writes orders to a MySQL database on RDS.',
    );
    expect(sources).toBe(1);
    expect(replicas).toHaveLength(0);
  });
});
