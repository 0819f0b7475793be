import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '#shared/catalog/seed';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { type InfraFixture, synthInfra } from '../fixtures/infra';

describe('catalog seed: a custom resource on every deploy that changes the catalog', () => {
  let infra: InfraFixture;
  let functionId: string;
  let roleId: string;
  beforeAll(() => {
    infra = synthInfra();
    const { seeder } = infra.stacks.app.catalog;
    functionId = infra.stacks.app.getLogicalId(seeder.function.node.defaultChild as CfnElement);
    roleId = infra.stacks.app.getLogicalId(seeder.role.node.defaultChild as CfnElement);
  });

  it('is answered by the seeder function and carries the catalog hash and the seeder version', () => {
    const seeds = infra.appStack.findResources('Custom::CatalogSeed');
    expect(Object.values(seeds)).toHaveLength(1);
    const [seed] = Object.values(seeds);
    expect(seed?.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
    expect(seed?.Properties.CatalogHash).toBe(contentHash(JSON.stringify(CATALOG_ENTRIES)));
    expect(seed?.Properties.SeederVersion).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Version'] });
  });

  it('runs the seed handler with the table name and write access to the table only', () => {
    const fn = infra.appStack.findResources('AWS::Lambda::Function')[functionId];
    expect(fn?.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
    expect(fn?.Properties.Timeout).toBeGreaterThanOrEqual(60);
    const policies = infra.appStack.findResources('AWS::IAM::Policy', {
      Properties: { Roles: [{ Ref: roleId }] },
    });
    const actions = Object.values(policies).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) =>
        [s.Action].flat(),
      ),
    );
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:DeleteItem']),
    );
    expect(
      actions.filter(
        (action) =>
          !action.startsWith('dynamodb:') && !action.startsWith('logs:') && !action.startsWith('xray:'),
      ),
    ).toEqual([]);
  });
});
