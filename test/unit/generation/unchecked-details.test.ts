import { describe, expect, it } from 'vitest';
import { checklistFor } from '#test/fixtures/checklist';

/** The entries of a brief's checklist the studio marks met, as "kind: requirement". */
const metEntries = (brief: string, resources: Parameters<typeof checklistFor>[1]) =>
  checklistFor(brief, resources)
    .items.filter((i) => i.status === 'met')
    .map((i) => `${i.kind}: ${i.requirement}`);

const entryOf = (brief: string, resources: Parameters<typeof checklistFor>[1], requirement: RegExp) => {
  const found = checklistFor(brief, resources).items.filter((i) => requirement.test(i.requirement));
  expect(found).toHaveLength(1);
  return found[0] as (typeof found)[number];
};

const FUNCTION_AND_BUCKET = {
  Handler: { Type: 'AWS::Lambda::Function', Properties: { Runtime: 'nodejs20.x' } },
  HandlerLogs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 365 } },
  Files: {
    Type: 'AWS::S3::Bucket',
    Properties: { LifecycleConfiguration: { Rules: [{ Status: 'Enabled', ExpirationInDays: 540 }] } },
  },
};

/**
 * An entry is met only when every value its clause states is checked by some entry's assertion:
 * a period, a size or an address the readers let pass is owed by the entry its clause names
 * nearest, which is then partly met and says what nothing checked.
 */
describe('a value the brief states and no assertion checks keeps its entry from "met"', () => {
  it('English: a period said of the function, read by no setting, leaves "AWS Lambda" partly met', () => {
    const brief =
      'Put the invoices in S3 and delete them after 18 months; the Lambda that writes them should log for 2 weeks.';
    const lambda = entryOf(brief, FUNCTION_AND_BUCKET, /^AWS Lambda$/);
    expect(lambda.status).toBe('partly');
    expect(lambda.detail).toContain('2 weeks');
    // the bucket's 18 months are checked by their own setting: that clause stays met
    expect(metEntries(brief, FUNCTION_AND_BUCKET)).toContain('service: Amazon S3');
  });

  it('English: a size limit on uploads nobody checks leaves the bucket partly met', () => {
    const brief = 'Customers upload scans to an S3 bucket, each file at most 25 MB.';
    const bucket = entryOf(brief, FUNCTION_AND_BUCKET, /^Amazon S3$/);
    expect(bucket.status).toBe('partly');
    expect(bucket.detail).toContain('25 mb');
  });

  it('Arabic: a size limit in Gulf words leaves the bucket partly met, said in Arabic', () => {
    const brief = 'نبي باكت S3 للصور كل صورة حدها ٥ ميجا';
    const bucket = entryOf(brief, FUNCTION_AND_BUCKET, /^Amazon S3$/);
    expect(bucket.status).toBe('partly');
    expect(bucket.detail).toMatch(/مذكور في الطلب.*5 ميجا/);
  });

  it('Arabic: how often files arrive, which nothing checks, leaves the bucket partly met', () => {
    const brief = 'ابي باكت S3 يستقبل ملفات الموردين مرة كل ٣ ساعات';
    const bucket = entryOf(brief, FUNCTION_AND_BUCKET, /^Amazon S3$/);
    expect(bucket.status).toBe('partly');
    expect(bucket.detail).toContain('3 ساعات');
  });

  it('a clause of its own that nothing reads is listed as not understood, and the entry before it stays met', () => {
    const brief = 'نبي باكت S3 للصور، وحجم الصورة الوحدة ما يتعدى ٥ ميجا';
    const items = checklistFor(brief, FUNCTION_AND_BUCKET).items;
    expect(items.find((i) => i.requirement === 'Amazon S3')?.status).toBe('met');
    expect(items.find((i) => i.kind === 'clause')?.quote).toContain('5 ميجا');
  });

  it("a zone written as IANA names it is the schedule entry's zone: 06:30 UTC is not 06:30 Asia/Riyadh, 03:30 UTC is", () => {
    const brief =
      'The report job from our old box, as a Lambda function: schedule "every day 06:30 Asia/Riyadh".';
    const at = (cron: string) => ({
      Handler: { Type: 'AWS::Lambda::Function', Properties: {} },
      Daily: {
        Type: 'AWS::Events::Rule',
        Properties: {
          ScheduleExpression: cron,
          Targets: [{ Id: 'Handler', Arn: { 'Fn::GetAtt': ['Handler', 'Arn'] } }],
        },
      },
    });
    const status = (cron: string) =>
      checklistFor(brief, at(cron)).items.find((i) => i.kind === 'schedule')?.status;
    expect(status('cron(30 6 * * ? *)')).toBe('not-met');
    expect(status('cron(30 3 * * ? *)')).toBe('met');
  });

  it('a zone the schedule entry asserts is checked by it: the entry stays met', () => {
    const brief = 'A Lambda function runs every day at 06:30 Riyadh time.';
    const resources = {
      Handler: { Type: 'AWS::Lambda::Function', Properties: {} },
      Daily: {
        Type: 'AWS::Events::Rule',
        Properties: {
          ScheduleExpression: 'cron(30 3 * * ? *)',
          Targets: [{ Id: 'Handler', Arn: { 'Fn::GetAtt': ['Handler', 'Arn'] } }],
        },
      },
    };
    expect(checklistFor(brief, resources).items.find((i) => i.kind === 'schedule')?.status).toBe('met');
  });

  it('a list of names is not met by its first name alone', () => {
    const brief = 'Three SNS topics, TopicName shipment-created, shipment-delayed, shipment-delivered.';
    const resources = {
      Created: { Type: 'AWS::SNS::Topic', Properties: { TopicName: 'shipment-created' } },
      Other: { Type: 'AWS::SNS::Topic', Properties: { TopicName: 'topic-two' } },
      Third: { Type: 'AWS::SNS::Topic', Properties: { TopicName: 'topic-three' } },
    };
    const names = checklistFor(brief, resources).items.filter(
      (i) => i.kind === 'setting' && i.requirement.includes('shipment-created'),
    );
    expect(names.map((i) => i.status)).toEqual(['partly']);
    expect(names[0]?.detail).toContain('shipment-delayed');
  });

  it('the parts of a name and the words a value was said in are not values of their own', () => {
    const brief = 'A Secrets Manager secret named prod/hr/db-credentials, and a DynamoDB table, on-demand.';
    const resources = {
      Secret: { Type: 'AWS::SecretsManager::Secret', Properties: { Name: 'prod/hr/db-credentials' } },
      Items: { Type: 'AWS::DynamoDB::Table', Properties: { BillingMode: 'PAY_PER_REQUEST' } },
    };
    const settings = checklistFor(brief, resources).items.filter((i) => i.kind === 'setting');
    expect(settings.length).toBeGreaterThan(0);
    for (const setting of settings) expect(setting.status, setting.requirement).toBe('met');
  });

  it('a value an entry asserts stays met when the template holds it', () => {
    const brief = 'A Kinesis stream that keeps records for three days feeds a Lambda consumer.';
    const resources = {
      Events: { Type: 'AWS::Kinesis::Stream', Properties: { RetentionPeriodHours: 72 } },
      Handler: { Type: 'AWS::Lambda::Function', Properties: {} },
    };
    expect(metEntries(brief, resources)).toEqual(
      expect.arrayContaining(['service: Amazon Kinesis', 'service: AWS Lambda']),
    );
  });
});
