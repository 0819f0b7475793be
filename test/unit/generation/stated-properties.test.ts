import { describe, expect, it } from 'vitest';
import { repairPlan } from '#functions/lib/simulators/offline-planner/repair';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { statedPropertyItems } from '#shared/generation/checklist/properties';
import { templateResources } from '#shared/generation/checklist/template-facts';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { applyStatedProperties } from '#shared/generation/properties/apply';
import { leafOf } from '#shared/generation/properties/schema';

/** The first property a brief's value is read as, with its value, for each value the brief states. */
const firstTargets = (brief: string) =>
  statedProperties(brief).map((r) => {
    const [t] = r.targets;
    return `${t?.type} ${t?.path}=${String(t?.value)}${t?.stated !== undefined ? ` (stated ${t.stated})` : ''}`;
  });

const queues = () => ({
  WorkQueue: { Type: 'AWS::SQS::Queue', Properties: { VisibilityTimeout: 180 } },
  WorkDeadLetters: { Type: 'AWS::SQS::Queue', Properties: { MessageRetentionPeriod: 1209600 } },
});

/** A plan of nothing but the settings a brief states, for the repair to act on. */
const planStating = (summary: string, readings: ArchitecturePlan['stated_properties']): ArchitecturePlan => ({
  summary,
  blocks: [],
  extra_resources: [],
  decisions: [],
  stated_properties: readings,
});

describe('stated settings read as the registry schema properties they set', () => {
  it('knows properties, bounds and units from the registry schemas', () => {
    expect(leafOf('AWS::SQS::Queue', 'MessageRetentionPeriod')).toMatchObject({
      min: 60,
      max: 1209600,
      u: 'seconds',
    });
    expect(leafOf('AWS::DynamoDB::Table', 'BillingMode')?.e).toEqual(['PAY_PER_REQUEST', 'PROVISIONED']);
    expect(leafOf('AWS::Logs::LogGroup', 'RetentionInDays')?.e).toContain(731);
  });

  it('reads each quantity as the property named beside it, in the property unit', () => {
    expect(
      firstTargets(
        'SQS queue with 4 days message retention, 30 second visibility timeout and a 10 second delivery delay.',
      ),
    ).toEqual([
      'AWS::SQS::Queue MessageRetentionPeriod=345600',
      'AWS::SQS::Queue VisibilityTimeout=30',
      'AWS::SQS::Queue DelaySeconds=10',
    ]);
    expect(firstTargets('دالة لامدا وذاكرة 256 ميجابايت ومهلة دقيقتين')).toEqual(
      expect.arrayContaining(['AWS::Lambda::Function MemorySize=256', 'AWS::Lambda::Function Timeout=120']),
    );
  });

  it('reads allowed values, yes/no settings, names and instance sizes', () => {
    const read = firstTargets(
      'A DynamoDB table called customer-profiles, on-demand billing, point-in-time recovery on.',
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'AWS::DynamoDB::Table BillingMode=PAY_PER_REQUEST',
        'AWS::DynamoDB::Table TableName=customer-profiles',
        'AWS::DynamoDB::Table PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled=true',
      ]),
    );
    const sizes = statedProperties('MySQL on db.m6g.large').flatMap((r) =>
      r.targets.map((t) => `${t.type} ${t.path}`),
    );
    expect(sizes).toContain('AWS::RDS::DBInstance DBInstanceClass');
    expect(sizes).not.toContain('AWS::EC2::Instance InstanceType');
    expect(firstTargets('an S3 bucket without versioning')).toContain(
      'AWS::S3::Bucket VersioningConfiguration.Status=Suspended',
    );
  });

  it('keeps a value beyond the property within it, with the value as written beside it', () => {
    expect(firstTargets('A queue that keeps messages for 30 days.')).toEqual([
      'AWS::SQS::Queue MessageRetentionPeriod=1209600 (stated 2592000)',
    ]);
    expect(firstTargets('log group keeping logs 1000 days')).toEqual([
      'AWS::Logs::LogGroup RetentionInDays=1096 (stated 1000)',
    ]);
  });

  it('sets the main resource, replaces a default, and reports a kept-within value as not met', () => {
    const resources = queues();
    const readings = statedProperties(
      'A queue that keeps messages for 30 days, visibility timeout 45 seconds.',
    );
    applyStatedProperties(resources, readings);
    expect(resources.WorkQueue.Properties).toEqual({
      VisibilityTimeout: 45,
      MessageRetentionPeriod: 1209600,
    });
    expect(resources.WorkDeadLetters.Properties).toEqual({ MessageRetentionPeriod: 1209600 });
    const items = statedPropertyItems(readings, templateResources(JSON.stringify({ Resources: resources })));
    expect(items.map((i) => [i.requirement, i.status]).sort()).toEqual([
      ['SQS Queue: message retention period 2592000', 'not-met'],
      ['SQS Queue: visibility timeout 45', 'met'],
    ]);
    expect(items.find((i) => i.status === 'not-met')?.detail).toMatch(
      /outside what MessageRetentionPeriod of AWS::SQS::Queue allows; built with 1209600/,
    );
  });

  it('leaves a template without the type alone, and a refused setting at its default on repair', () => {
    const resources = { Bucket: { Type: 'AWS::S3::Bucket', Properties: {} } };
    const readings = statedProperties('SQS queue with 4 days message retention.');
    applyStatedProperties(resources, readings);
    expect(resources.Bucket.Properties).toEqual({});
    const plan = planStating('a queue', readings);
    const repaired = repairPlan(plan, [
      {
        severity: 'ERROR',
        message: 'bad',
        path: 'Resources/WorkQueue/Properties/MessageRetentionPeriod',
      } as never,
    ]);
    expect(repaired.stated_properties).toEqual([]);
    expect(repaired.decisions.join(' ')).toMatch(/left at its default: AWS's validator refused it/);
  });

  it('says why a refused setting is left at its default, in the validator’s words (the region that lacks it)', () => {
    const readings = statedProperties('One EC2 instance of type t2.micro.');
    const plan = planStating('an instance', readings);
    const repaired = repairPlan(plan, [
      {
        severity: 'ERROR',
        message: "'t2.micro' is not valid for region 'me-south-1'",
        path: 'Resources/ServerInstance/Properties/InstanceType',
      } as never,
    ]);
    expect(repaired.decisions.join(' ')).toContain(
      `The brief's "t2.micro" is left at its default: AWS's validator refused it ('t2.micro' is not valid for region 'me-south-1').`,
    );
  });

  it('replaces a default range wherever the template repeats it, and adds tags', () => {
    const resources = {
      Vpc: { Type: 'AWS::EC2::VPC', Properties: { CidrBlock: '10.0.0.0/16' } },
      Subnet: {
        Type: 'AWS::EC2::Subnet',
        Properties: { CidrBlock: { 'Fn::Select': [0, { 'Fn::Cidr': ['10.0.0.0/16', 6, 12] }] } },
      },
      Group: {
        Type: 'AWS::EC2::SecurityGroup',
        Properties: { SecurityGroupIngress: [{ CidrIp: '10.0.0.0/16' }] },
      },
      Assets: { Type: 'AWS::S3::Bucket', Properties: { Tags: [{ Key: 'Name', Value: 'assets' }] } },
    };
    applyStatedProperties(
      resources,
      statedProperties(
        'A VPC 10.20.0.0/16 with two subnets. The assets bucket is tagged Project=atlas and CostCenter=1234.',
      ),
    );
    expect(JSON.stringify(resources)).not.toContain('10.0.0.0/16');
    expect(resources.Subnet.Properties.CidrBlock).toEqual({
      'Fn::Select': [0, { 'Fn::Cidr': ['10.20.0.0/16', 6, 12] }],
    });
    expect(resources.Assets.Properties.Tags).toEqual([
      { Key: 'Name', Value: 'assets' },
      { Key: 'Project', Value: 'atlas' },
      { Key: 'CostCenter', Value: '1234' },
    ]);
    // one value in a list of several items: which item the brief means is unknown, so none changes
    const rules = [
      {
        Status: 'Enabled',
        Transitions: [
          { StorageClass: 'STANDARD_IA', TransitionInDays: 30 },
          { StorageClass: 'GLACIER', TransitionInDays: 365 },
        ],
      },
    ];
    const bucket = {
      Data: { Type: 'AWS::S3::Bucket', Properties: { LifecycleConfiguration: { Rules: rules } } },
    };
    applyStatedProperties(
      bucket,
      statedProperties('An S3 bucket whose objects move to colder storage after 90 days.'),
    );
    expect(JSON.stringify(bucket)).not.toContain('90');
    // a range larger than AWS allows a VPC (a /16 at most): the default stays
    const other = { Vpc: { Type: 'AWS::EC2::VPC', Properties: { CidrBlock: '10.0.0.0/16' } } };
    applyStatedProperties(other, statedProperties('A VPC 10.0.0.0/8.'));
    expect(other.Vpc.Properties.CidrBlock).toBe('10.0.0.0/16');
  });
});
