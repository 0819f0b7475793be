import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { startTestTable, type TestTable } from '#test/fixtures/billing';

/** A CloudFormation request as the service sends it to a custom resource's function. */
function cfnEvent(RequestType: 'Create' | 'Update' | 'Delete'): CloudFormationCustomResourceEvent {
  return {
    RequestType,
    ServiceToken: 'arn:aws:lambda:me-south-1:111122223333:function:seeder',
    ResponseURL: 'https://cloudformation-custom-resource-response.example/answer',
    StackId: 'arn:aws:cloudformation:me-south-1:111122223333:stack/SahabApp/1',
    RequestId: `request-${RequestType}`,
    LogicalResourceId: 'CatalogSeed',
    ResourceType: 'Custom::CatalogSeed',
    ResourceProperties: { ServiceToken: 'x' },
    ...(RequestType !== 'Create' && {
      PhysicalResourceId: 'sahab-template-catalog',
      OldResourceProperties: {},
    }),
  } as CloudFormationCustomResourceEvent;
}

describe('the catalog seed custom resource function (dynalite)', () => {
  let table: TestTable;
  const answers: CloudFormationCustomResourceResponse[] = [];
  let handler: (event: CloudFormationCustomResourceEvent) => Promise<void>;
  beforeAll(async () => {
    table = await startTestTable();
    process.env.TABLE_NAME = table.tableName;
    process.env.DYNAMODB_ENDPOINT = table.endpoint;
    const { seedCatalogHandler } = await import('#functions/custom-resources/seed-catalog');
    handler = seedCatalogHandler(async (_url, response) => {
      answers.push(response);
    });
  });
  afterAll(async () => {
    await table.stop();
    delete process.env.TABLE_NAME;
    delete process.env.DYNAMODB_ENDPOINT;
  });

  it('seeds every template on Create, changes nothing on Update, and keeps the items on Delete', async () => {
    // Act
    await handler(cfnEvent('Create'));
    const afterCreate = await table.items();
    await handler(cfnEvent('Update'));
    await handler(cfnEvent('Delete'));
    // Assert
    expect(afterCreate.filter((item) => item.PK === 'CATALOG')).toHaveLength(CATALOG_ENTRIES.length);
    expect(await table.items()).toEqual(afterCreate);
    expect(answers.map((a) => [a.Status, a.RequestId, a.PhysicalResourceId, a.Data])).toEqual([
      [
        'SUCCESS',
        'request-Create',
        'sahab-template-catalog',
        { written: CATALOG_ENTRIES.length, unchanged: 0, removed: 0 },
      ],
      [
        'SUCCESS',
        'request-Update',
        'sahab-template-catalog',
        { written: 0, unchanged: CATALOG_ENTRIES.length, removed: 0 },
      ],
      ['SUCCESS', 'request-Delete', 'sahab-template-catalog', {}],
    ]);
  });
});
