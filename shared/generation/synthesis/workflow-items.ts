/**
 * A workflow's PutItem states write the key attributes of the table they name, read from the
 * table as finally built (after the brief's stated key names are applied): DynamoDB refuses an
 * item that lacks the table's key, so a fixed `pk`/`sk` item would fail every execution at that
 * state in a table keyed otherwise.
 */
type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;
type State = { Resource?: string; Parameters?: { TableName?: unknown; Item?: Record<string, unknown> } };

const PUT_ITEM = 'arn:aws:states:::dynamodb:putItem';

/** What each key attribute gets: the execution's id as the partition key, a fixed marker as the sort key. */
function keyValue(keyType: string, attributeType: string): Record<string, unknown> {
  if (attributeType === 'N')
    return keyType === 'HASH'
      ? { 'N.$': "States.Format('{}', States.MathRandom(1, 2147483647))" }
      : { N: '0' };
  return keyType === 'HASH' ? { 'S.$': '$$.Execution.Id' } : { S: 'execution' };
}

/** The item keys of `table` (a table resource's properties), or none when it states no key schema. */
function keysOf(table: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const schema = table?.KeySchema as { AttributeName: string; KeyType: string }[] | undefined;
  if (!Array.isArray(schema) || schema.length === 0) return undefined;
  const types = new Map(
    ((table?.AttributeDefinitions ?? []) as { AttributeName: string; AttributeType: string }[]).map((a) => [
      a.AttributeName,
      a.AttributeType,
    ]),
  );
  return Object.fromEntries(
    schema.map((k) => [k.AttributeName, keyValue(k.KeyType, types.get(k.AttributeName) ?? 'S')]),
  );
}

export function keyItemsToTables(resources: Resources): void {
  for (const resource of Object.values(resources)) {
    const props = resource.Properties;
    if (resource.Type !== 'AWS::StepFunctions::StateMachine') continue;
    const states = (props?.Definition as { States?: Record<string, State> } | undefined)?.States ?? {};
    const substitutions = (props?.DefinitionSubstitutions ?? {}) as Record<string, { Ref?: string }>;
    for (const state of Object.values(states)) {
      if (state.Resource !== PUT_ITEM || typeof state.Parameters?.TableName !== 'string') continue;
      // `${ItemsTarget}` names the substitution that holds the table's Ref
      const key = /^\$\{(\w+)\}$/.exec(state.Parameters.TableName)?.[1];
      const table = key ? resources[substitutions[key]?.Ref ?? ''] : undefined;
      const item = table?.Type === 'AWS::DynamoDB::Table' ? keysOf(table.Properties) : undefined;
      if (item) state.Parameters.Item = item;
    }
  }
}
