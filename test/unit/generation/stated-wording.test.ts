import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { applyStatedProperties } from '#shared/generation/properties/apply';
import { normaliseBrief } from '#shared/generation/reading/normalise';

/** Each value of a brief as the planner reads it (numbers in digits first), with every property it may set. */
const readings = (brief: string) =>
  statedProperties(normaliseBrief(brief).original).map((r) =>
    r.targets.map((t) => `${t.type} ${t.path}=${String(t.value)}`),
  );
const firstTargets = (brief: string) => readings(brief).map((targets) => targets[0]);
const anyTargets = (brief: string) => readings(brief).flat();

/**
 * Stated values in the words briefs use rather than the property's own: the words that say a
 * threshold is crossed, a batch in Arabic, a unit with no number ("for a week", "أسبوع"), an
 * English word carrying the Arabic article ("الـretention"), an allowed value said in Arabic with
 * its attached letters ("بالصور الجديدة والقديمة"), and a count of things that is no size.
 */
describe('stated settings said in the words of briefs', () => {
  it('reads the words that say a threshold is crossed, in English and Arabic', () => {
    expect(firstTargets('CloudWatch alarm when 5xx errors go beyond 50')).toContain(
      'AWS::CloudWatch::Alarm Threshold=50',
    );
    expect(firstTargets('ابي تنبيه CloudWatch لما الأخطاء تتعدى ٥٠')).toContain(
      'AWS::CloudWatch::Alarm Threshold=50',
    );
  });

  it('reads a batch said in Arabic, and a count of each batch written before it', () => {
    expect(firstTargets('طابور SQS تعالجه دالة لامدا بدفعات من عشر رسائل')).toContain(
      'AWS::Lambda::EventSourceMapping BatchSize=10',
    );
    for (const brief of [
      'SQS queue processed by a Lambda, five messages per batch',
      'طابور SQS تعالجه دالة لامدا، خمس رسائل في كل دفعة',
    ])
      expect(firstTargets(brief), brief).toContain('AWS::Lambda::EventSourceMapping BatchSize=5');
  });

  it('reads failed attempts as the receives before the dead-letter queue', () => {
    for (const brief of [
      'SQS queue; after 3 failed attempts messages go to a dead-letter queue',
      'طابور SQS تنتقل رسائله الفاشلة بعد ثلاث محاولات إلى طابور الرسائل الميتة',
    ])
      expect(firstTargets(brief), brief).toContain('AWS::SQS::Queue RedrivePolicy.maxReceiveCount=3');
  });

  it('reads a key of a JSON setting written in its own camel case ("maxReceiveCount 4")', () => {
    for (const brief of [
      'SQS queue orders with a dead-letter queue, maxReceiveCount 4.',
      'An SQS queue whose redrive policy has maxReceiveCount: 6 and a DLQ',
    ])
      expect(firstTargets(brief), brief).toContainEqual(
        expect.stringMatching(/^AWS::SQS::Queue RedrivePolicy\.maxReceiveCount=[46]$/),
      );
    // a name written in camel case that is no property's own stays a name
    expect(
      anyTargets('DynamoDB table with partition key maxItems').filter((t) => t?.includes('maxItems=')),
    ).toEqual([]);
  });

  it('reads a count of characters as a length', () => {
    expect(firstTargets('Cognito user pool, passwords at least 12 characters long')).toContain(
      'AWS::Cognito::UserPool Policies.PasswordPolicy.MinimumLength=12',
    );
  });

  it('never reads a count of messages as a message size', () => {
    for (const brief of [
      'Alert me when the SQS orders queue backs up beyond 1,000 messages.',
      'طابور SQS تعالجه دالة لامدا، خمس رسائل في كل دفعة',
    ])
      expect(anyTargets(brief).filter((t) => t?.includes('MaximumMessageSize'))).toEqual([]);
  });

  it('reads a unit said without a number as one of it', () => {
    expect(firstTargets('keep messages in the SQS queue for a week')).toContain(
      'AWS::SQS::Queue MessageRetentionPeriod=604800',
    );
    expect(firstTargets('الرسائل تبقى في الطابور أسبوع')).toContain(
      'AWS::SQS::Queue MessageRetentionPeriod=604800',
    );
    expect(firstTargets('CloudWatch log group with a retention of a month')).toContain(
      'AWS::Logs::LogGroup RetentionInDays=30',
    );
    // "a second" is an ordinal or a rate, never a time ("a second region", "50 requests a second")
    for (const brief of [
      'Payments API with Aurora, and a disaster recovery copy in a second region.',
      'REST API with api keys for partners, and rate limit to 50 requests a second.',
    ])
      expect(
        anyTargets(brief).filter((t) => /=1$/.test(t ?? '')),
        brief,
      ).toEqual([]);
    // "once a day" is how often, not how long
    expect(anyTargets('SQS queue drained once a day, messages kept 4 days')).toContain(
      'AWS::SQS::Queue MessageRetentionPeriod=345600',
    );
  });

  it('reads an English word that carries the Arabic article', () => {
    expect(firstTargets('الـretention حق الـqueue ٤ أيام')).toContain(
      'AWS::SQS::Queue MessageRetentionPeriod=345600',
    );
  });

  it('reads an allowed value said in Arabic, with its attached letters', () => {
    expect(anyTargets('جدول DynamoDB مع stream بالصور الجديدة والقديمة')).toContain(
      'AWS::DynamoDB::Table StreamSpecification.StreamViewType=NEW_AND_OLD_IMAGES',
    );
    expect(anyTargets('بكت S3 تنتقل الملفات للوصول غير المتكرر بعد 30 يوم')).toContain(
      'AWS::S3::Bucket LifecycleConfiguration.Rules.*.Transitions.*.StorageClass=STANDARD_IA',
    );
  });
});

describe('a stated item of a list the architect filled with defaults', () => {
  it('replaces the default lifecycle transitions with the one the brief states', () => {
    const resources = {
      Files: {
        Type: 'AWS::S3::Bucket',
        Properties: {
          LifecycleConfiguration: {
            Rules: [
              {
                Status: 'Enabled',
                Transitions: [
                  { StorageClass: 'STANDARD_IA', TransitionInDays: 30 },
                  { StorageClass: 'GLACIER_IR', TransitionInDays: 90 },
                ],
              },
            ],
          },
        },
      },
    };
    for (const brief of [
      'بكت S3 للنسخ، تنتقل الملفات إلى Glacier Deep Archive بعد 180 يوم',
      'S3 bucket: move objects to deep archive after 180 days',
    ]) {
      const copy = structuredClone(resources);
      applyStatedProperties(copy, statedProperties(normaliseBrief(brief).original));
      expect(copy.Files.Properties.LifecycleConfiguration.Rules[0]?.Transitions).toEqual([
        { StorageClass: 'DEEP_ARCHIVE', TransitionInDays: 180 },
      ]);
    }
  });
});

describe('names given to resources', () => {
  it('reads a name written beside its type even when a part of it is a service word', () => {
    expect(firstTargets('make an ECR repository courier-api with scan-on-push')).toContain(
      'AWS::ECR::Repository RepositoryName=courier-api',
    );
    // a property's own name written with hyphens is that setting, never a name
    expect(anyTargets('make an ECR repository courier-api with scan-on-push').join(' ')).not.toMatch(
      /Name=scan-on-push/,
    );
  });

  it('knows the name of a type whose name property is its last word’s ("ClusterName")', () => {
    expect(anyTargets('An MSK Serverless cluster named orders-stream')).toContain(
      'AWS::MSK::ServerlessCluster ClusterName=orders-stream',
    );
    expect(anyTargets('عنقود MSK بلا خوادم (Serverless) باسم shipments-events')).toContain(
      'AWS::MSK::ServerlessCluster ClusterName=shipments-events',
    );
  });

  it('sets the name where the type keeps it (a Glue database’s input)', () => {
    expect(firstTargets('A Glue database named analytics_raw')).toContain(
      'AWS::Glue::Database DatabaseInput.Name=analytics_raw',
    );
  });

  it('reads Arabizi naming words', () => {
    expect(firstTargets('ebghi SQS queue esmo orders w lambda tgra menh')).toContain(
      'AWS::SQS::Queue QueueName=orders',
    );
  });
});

describe('words of the language joined by a hyphen', () => {
  it('never reads "on-call" as a name', () => {
    expect(
      anyTargets(
        'Process payment messages from a queue with a worker function, and email the on-call engineer at oncall@example.org',
      ).join(' '),
    ).not.toMatch(/=on-call/);
  });
});

describe('a range sets the lower and the upper bound of what the sentence names', () => {
  it('reads "2 to 4", "between 2 and 5" and "من ٢ الى ٦" as an Auto Scaling group’s size', () => {
    for (const [brief, min, max] of [
      ['Auto Scaling group of m6i.large, 2 to 4 instances behind an ALB', 2, 4],
      ['web servers in an auto scaling group, between 2 and 5 instances', 2, 5],
      ['ابي auto scaling group فيها من ٢ الى ٦ سيرفرات', 2, 6],
      ['an Auto Scaling group of t3.medium web servers (2-4)', 2, 4],
    ] as const) {
      const firsts = firstTargets(brief);
      expect(firsts, brief).toContain(`AWS::AutoScaling::AutoScalingGroup MinSize=${min}`);
      expect(firsts, brief).toContain(`AWS::AutoScaling::AutoScalingGroup MaxSize=${max}`);
    }
  });
});

describe('a stated address range of another size than the default', () => {
  it('replaces the default and cuts the subnets small enough to fit, never below a /28', () => {
    const network = () => ({
      Vpc: { Type: 'AWS::EC2::VPC', Properties: { CidrBlock: '10.0.0.0/16' } },
      Subnet: {
        Type: 'AWS::EC2::Subnet',
        Properties: { CidrBlock: { 'Fn::Select': [0, { 'Fn::Cidr': ['10.0.0.0/16', 6, 12] }] } },
      },
    });
    const wide = network();
    applyStatedProperties(wide, statedProperties('vpc 192.168.0.0/20 with DNS hostnames'));
    expect(wide.Vpc.Properties.CidrBlock).toBe('192.168.0.0/20');
    expect(wide.Subnet.Properties.CidrBlock).toEqual({
      'Fn::Select': [0, { 'Fn::Cidr': ['192.168.0.0/20', 6, 9] }],
    });
    // six subnets of at least a /28 do not fit in a /26: the default stays
    const narrow = network();
    applyStatedProperties(narrow, statedProperties('A VPC 10.1.0.0/26 with two subnets'));
    expect(narrow.Vpc.Properties.CidrBlock).toBe('10.0.0.0/16');
  });
});

describe('where a stated value goes in the template', () => {
  it('gives a name to the thing it is written beside, not to another type with a default name', () => {
    const resources = {
      Images: { Type: 'AWS::ECR::Repository', Properties: {} as Record<string, unknown> },
      Gateway: { Type: 'AWS::ApiGateway::RestApi', Properties: { Name: 'gateway' } },
    };
    applyStatedProperties(
      resources,
      statedProperties('make an ECR repository courier-api with scan-on-push'),
    );
    expect(resources.Images.Properties.RepositoryName).toBe('courier-api');
    expect(resources.Gateway.Properties.Name).toBe('gateway');
  });

  it('leaves the others alone where one resource already has the stated value', () => {
    const resources = {
      Https: { Type: 'AWS::ElasticLoadBalancingV2::Listener', Properties: { Protocol: 'HTTPS', Port: 443 } },
      Redirect: { Type: 'AWS::ElasticLoadBalancingV2::Listener', Properties: { Protocol: 'HTTP', Port: 80 } },
    };
    applyStatedProperties(
      resources,
      statedProperties('behind an internet-facing Application Load Balancer with an HTTPS listener on 443'),
    );
    expect(resources.Redirect.Properties.Protocol).toBe('HTTP');
  });
});
