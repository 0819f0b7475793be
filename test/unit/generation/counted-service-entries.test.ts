import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A stated count on a service ("two Fargate services", "3 Kinesis streams", "٢ قواعد RDS") counts
 * what one of that service is, never its helpers beside it: one ECS service with its cluster and
 * task definition is one service, not three, and its entry is not "met".
 */

const ecs = (services: number) => ({
  Cluster: { Type: 'AWS::ECS::Cluster' },
  Task: { Type: 'AWS::ECS::TaskDefinition' },
  ...Object.fromEntries(
    Array.from({ length: services }, (_, i) => [
      `Service${i}`,
      { Type: 'AWS::ECS::Service', Properties: { LaunchType: 'FARGATE' } },
    ]),
  ),
});

describe('a count on a service counts the service, not its helpers', () => {
  it.each([
    ['English', 'Two Fargate services behind one load balancer: api and worker.'],
    ['mixed with a typo', 'نبي 2 fargate servcies: api و worker.'],
  ])('%s: one ECS service with its cluster is not two', (_, brief) => {
    // arrange / act
    const entry = itemOf(checklistFor(brief, ecs(1)), 'service', /ECS/);
    // assert
    expect(entry.requirement).toMatch(/^2 ×/);
    expect(entry.status).not.toBe('met');
  });

  it('two ECS services are two', () => {
    const entry = itemOf(
      checklistFor('Two Fargate services behind one load balancer: api and worker.', ecs(2)),
      'service',
      /ECS/,
    );
    expect(entry.status).toBe('met');
  });

  it.each([
    [
      '3 Kinesis streams for clicks, orders and logs.',
      /Kinesis/,
      {
        Clicks: { Type: 'AWS::Kinesis::Stream' },
        Consumer: { Type: 'AWS::Kinesis::StreamConsumer' },
        Archive: { Type: 'AWS::KinesisFirehose::DeliveryStream' },
      },
    ],
    [
      'نحتاج ٢ RDS PostgreSQL: واحدة للطلبات وواحدة للتقارير.',
      /RDS/,
      {
        Db: { Type: 'AWS::RDS::DBInstance' },
        Subnets: { Type: 'AWS::RDS::DBSubnetGroup' },
      },
    ],
  ])('%s', (brief, name, resources) => {
    // arrange / act
    const entry = itemOf(checklistFor(brief, resources), 'service', name);
    // assert
    expect(entry.status).not.toBe('met');
  });
});

describe('a count said through the word one of the service is called by', () => {
  it.each([
    ['English', 'We run two services on Fargate: an api and a worker.'],
    ['MSA dual', 'لدينا خدمتان على Fargate: الأولى api والثانية worker.'],
    ['Gulf dual with a typo', 'عندنا خدمتين على Fargate وحده api ووحده worker.'],
  ])('%s: one ECS service is not the two asked for', (_, brief) => {
    // arrange / act
    const entry = itemOf(checklistFor(brief, ecs(1)), 'service', /ECS/);
    // assert
    expect(entry.requirement).toMatch(/^2 ×/);
    expect(entry.status).not.toBe('met');
  });

  it('one more said with that word counts it ("add a second repository")', () => {
    // arrange
    const brief =
      'An ECR repository shop-api with scan on push.\n\nAdd a second repository, shop-admin, with the same settings.';
    // act
    const entry = itemOf(
      checklistFor(brief, {
        Repo: { Type: 'AWS::ECR::Repository', Properties: { RepositoryName: 'shop-api' } },
      }),
      'service',
      /ECR/,
    );
    // assert
    expect(entry.requirement).toMatch(/^2 ×/);
    expect(entry.status).not.toBe('met');
  });

  it.each([
    'Two hours on Fargate each night is all the batch needs.',
    'نشغل ساعتين على Fargate كل ليلة.',
    'Keep 10 files in S3 for the team.',
  ])('is no count of what is measured or held: %s', (brief) => {
    const checklist = checklistFor(brief, {
      ...ecs(1),
      Files: { Type: 'AWS::S3::Bucket' },
    });
    for (const item of checklist.items.filter((i) => i.kind === 'service'))
      expect(item.requirement).not.toMatch(/×/);
  });
});
