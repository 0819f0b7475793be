import { beforeAll, describe, expect, it } from 'vitest';
import { checklistOfRun } from '#test/fixtures/checklist';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';
import { shortOfSound } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

/**
 * A log group whose events the brief ships, streams or forwards to a function, a Kinesis stream or
 * a Firehose delivery stream ("stream the log group to a Lambda", "a subscription filter sends every
 * event to a Kinesis data stream", "نرسل السجلات ... إلى دالة Lambda"): a CloudWatch Logs
 * subscription filter on the group, with what CloudWatch Logs needs to deliver (the function's
 * permission, made before the filter; a role it assumes that may write the stream).
 */
function filtersOf(prompt: string) {
  const { resources, edges } = designOfBrief(prompt);
  const filters = resources.filter((r) => r.type === 'AWS::Logs::SubscriptionFilter');
  return { resources, edges, filters };
}

describe('log groups streamed to a function, a stream or a delivery stream', () => {
  it.each([
    'Our app writes to the CloudWatch Logs log group /app/api. Stream that log group to a Lambda function that parses errors.',
    'نرسل السجلات من مجموعة السجلات /app/api إلى دالة Lambda تحلل الأخطاء',
  ])('a function is invoked by the filter, with its permission first: %s', (brief) => {
    const { resources, filters, edges } = filtersOf(brief);
    expect(filters).toHaveLength(1);
    const filter = filters[0] as (typeof filters)[number];
    const group = resources.find(
      (r) => r.type === 'AWS::Logs::LogGroup' && r.props.LogGroupName === '/app/api',
    );
    const fn = resources.find((r) => r.type === 'AWS::Lambda::Function');
    expect(filter.props).toMatchObject({ LogGroupName: { Ref: group?.id }, FilterPattern: '' });
    expect(JSON.stringify(filter.props.DestinationArn)).toContain(fn?.id as string);
    const permission = resources.find(
      (r) => r.type === 'AWS::Lambda::Permission' && r.props.Principal === 'logs.amazonaws.com',
    );
    expect(permission?.props.SourceArn).toEqual({ 'Fn::GetAtt': [group?.id, 'Arn'] });
    expect(edges.some((e) => e.from === 'LogGroup')).toBe(true);
  });

  it('a Kinesis stream is written with a role CloudWatch Logs assumes', () => {
    const { resources, filters } = filtersOf(
      'A CloudWatch Logs subscription filter on the log group /app/payments sends every event to a Kinesis data stream.',
    );
    expect(filters).toHaveLength(1);
    const role = resources.find(
      (r) =>
        r.type === 'AWS::IAM::Role' &&
        JSON.stringify(r.props.AssumeRolePolicyDocument).includes('logs.amazonaws.com'),
    );
    expect(role).toBeDefined();
    expect(filters[0]?.props.RoleArn).toEqual({ 'Fn::GetAtt': [role?.id, 'Arn'] });
    const policy = JSON.stringify(
      role?.props.Policies ?? resources.filter((r) => r.type === 'AWS::IAM::Policy'),
    );
    expect(policy).toContain('kinesis:PutRecord');
    expect(policy).toContain('kms:GenerateDataKey');
  });

  it('a log group named with no word of sending it anywhere gets no filter', () => {
    const { filters } = filtersOf(
      'A Lambda function that processes orders; its logs go to the log group /app/orders, kept 30 days.',
    );
    expect(filters).toHaveLength(0);
  });

  it.each([
    'Ship the log group /app/orders to a Kinesis Data Firehose delivery stream.',
    'نرسل السجلات من مجموعة السجلات /app/api إلى دالة Lambda تحلل الأخطاء',
  ])(
    'the design is valid, scored, drawn and priced, and its edge is wired: %s',
    async (brief) => {
      const result = await generateOffline(brief);
      expect(shortOfSound(result)).toEqual([]);
      const checklist = checklistOfRun(result);
      expect(checklist.items.filter((i) => i.kind === 'connection' && i.status !== 'met')).toEqual([]);
      expect(checklist.items.some((i) => i.kind === 'connection' && i.status === 'met')).toBe(true);
    },
    180_000,
  );
});
