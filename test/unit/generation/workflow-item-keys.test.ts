import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/**
 * A workflow that puts an item into a table writes the table's own key attributes: DynamoDB refuses
 * a PutItem whose item lacks the key schema's attributes, so an item keyed `pk`/`sk` in a table
 * keyed `orderId` fails every execution at that state.
 */
describe("a workflow's item carries its table's keys", () => {
  it.each([
    'A Step Functions workflow records each order in a DynamoDB table with partition key orderId and sort key createdAt.',
    'آلة حالات في Step Functions تحفظ كل طلب في جدول DynamoDB مفتاح التقسيم فيه bookingId',
    'A Step Functions state machine writes every run into a DynamoDB table.',
  ])('%s', (brief) => {
    const { resources } = designOfBrief(brief);
    const machine = resources.find((r) => r.type === 'AWS::StepFunctions::StateMachine');
    const table = resources.find((r) => r.type === 'AWS::DynamoDB::Table');
    if (!machine || !table) throw new Error('no workflow or no table');
    const keys = (table.props.KeySchema as { AttributeName: string }[]).map((k) => k.AttributeName).sort();
    const definition = JSON.parse(String(machine.props.DefinitionString)) as {
      States: Record<string, { Resource?: string; Parameters?: { Item?: Record<string, unknown> } }>;
    };
    const puts = Object.values(definition.States).filter((s) => s.Resource?.endsWith('dynamodb:putItem'));
    expect(puts.length).toBeGreaterThan(0);
    for (const put of puts) expect(Object.keys(put.Parameters?.Item ?? {}).sort()).toEqual(keys);
  });
});
