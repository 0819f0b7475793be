import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#shared/generation/checklist/index';
import { judgesOf } from '#test/fixtures/ledger-judges';
import { parseAssertion, viewOf } from '#test/fixtures/studio-requests';

const view = viewOf(
  JSON.stringify({
    Resources: {
      Orders: {
        Type: 'AWS::DynamoDB::Table',
        Properties: { KeySchema: [{ AttributeName: 'order', KeyType: 'HASH' }] },
      },
      Exports: {
        Type: 'AWS::S3::Bucket',
        Properties: { LifecycleConfiguration: { Rules: [{ Status: 'Enabled', ExpirationInDays: 30 }] } },
      },
      Logs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 90 } },
      Handler: { Type: 'AWS::Lambda::Function', Properties: {} },
    },
  }),
);

const entry = (item: Partial<ChecklistItem> & Pick<ChecklistItem, 'kind'>): ChecklistItem => ({
  requirement: item.kind,
  status: 'met',
  resources: [],
  detail: '',
  ...item,
});

const setting = (type: string, path: string, value: string | number, quote: string) =>
  entry({
    kind: 'setting',
    quote,
    assertions: [{ kind: 'exists', types: [type], where: [{ path, op: 'equals', value }] }],
  });

const judged = (item: ChecklistItem, lines: string[], items: ChecklistItem[] = [item]) =>
  judgesOf(item, lines.map(parseAssertion), view, items).map((a) => a.text);

describe('the assertions that judge a "met" checklist entry', () => {
  it('judge a setting by the assertion on its type, property and value, not by another clause', () => {
    const expiry = setting(
      'AWS::S3::Bucket',
      'LifecycleConfiguration.Rules.*.ExpirationInDays',
      30,
      '30 days',
    );
    expect(
      judged(expiry, [
        'S3::Bucket.LifecycleConfiguration.Rules.ExpirationInDays = 30',
        'S3::Bucket.LifecycleConfiguration.Rules.ExpirationInDays = 365',
        'Logs::LogGroup.RetentionInDays = 30',
        'has S3::Bucket',
      ]),
    ).toEqual(['S3::Bucket.LifecycleConfiguration.Rules.ExpirationInDays = 30']);
  });

  it('judge a setting read wrong by the assertion whose value its own words state', () => {
    const key = setting(
      'AWS::DynamoDB::Table',
      'KeySchema.*.AttributeName',
      'order',
      'partition key orderId',
    );
    expect(
      judged(key, [
        'DynamoDB::Table.KeySchema.AttributeName = orderId',
        'DynamoDB::Table.KeySchema.AttributeName = createdAt',
      ]),
    ).toEqual(['DynamoDB::Table.KeySchema.AttributeName = orderId']);
  });

  it('judge a refused service by the absence of what it keeps out', () => {
    const refused = entry({
      kind: 'service',
      requirement: 'No Amazon EC2',
      assertions: [{ kind: 'absent', types: ['AWS::EC2::NatGateway'] }],
    });
    expect(judged(refused, ['no EC2::NatGateway', 'has Lambda::Function', 'no SQS::Queue'])).toEqual([
      'no EC2::NatGateway',
    ]);
  });

  it('leave out of a kind the assertion another entry states as its own value', () => {
    const logs = entry({
      kind: 'retention',
      quote: 'keep logs 90 days',
      assertions: [
        {
          kind: 'every',
          types: ['AWS::Logs::LogGroup'],
          where: [{ path: 'RetentionInDays', op: 'equals', value: 90 }],
        },
      ],
    });
    const exports = setting(
      'AWS::S3::Bucket',
      'LifecycleConfiguration.Rules.*.ExpirationInDays',
      365,
      'a year',
    );
    const lines = [
      'retention: Logs::LogGroup.RetentionInDays = 90',
      'retention: S3::Bucket.LifecycleConfiguration.Rules.ExpirationInDays = 365',
      'retention: SQS::Queue.MessageRetentionPeriod = 864000',
    ];
    expect(judged(logs, lines, [logs, exports])).toEqual([
      'retention: Logs::LogGroup.RetentionInDays = 90',
      'retention: SQS::Queue.MessageRetentionPeriod = 864000',
    ]);
  });

  it('judge a trigger by the assertion that its source starts its target, never the other way', () => {
    const trigger = entry({
      kind: 'connection',
      resources: ['Exports', 'Handler'],
      assertions: [{ kind: 'joined', ids: ['Exports', 'Handler'] }],
    });
    const call = entry({ kind: 'connection', resources: ['Handler', 'Exports'] });
    const lines = ['S3::Bucket => Lambda::Function'];
    expect(judged(trigger, lines)).toEqual(lines);
    expect(judged(call, lines)).toEqual([]);
  });

  it('judge a connection by the joins between the types of the resources it names', () => {
    const edge = entry({ kind: 'connection', resources: ['Handler', 'Orders'] });
    expect(
      judged(edge, [
        'Lambda::Function -- DynamoDB::Table',
        'DynamoDB::Table => Lambda::Function',
        'has Lambda::Function',
      ]),
    ).toEqual(['Lambda::Function -- DynamoDB::Table']);
  });
});
