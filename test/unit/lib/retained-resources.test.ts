import { describe, expect, it } from 'vitest';
import { retainedResources } from '#functions/lib/deployments/retained-resources';
import { DATABASE_STACK_TEMPLATE } from '#test/fixtures/database-stack';

const deployment = (parameterValues: Record<string, string>) => ({
  template: DATABASE_STACK_TEMPLATE,
  parameterValues,
  region: 'me-south-1',
  stackName: 'orders-db',
  resources: [
    {
      logical_id: 'AuditLogs',
      physical_id: 'orders-db-AuditLogs-ABC',
      type: 'AWS::Logs::LogGroup',
      status: 'CREATE_COMPLETE',
    },
    {
      logical_id: 'Database',
      physical_id: 'orders-db-database-xyz',
      type: 'AWS::RDS::DBInstance',
      status: 'CREATE_COMPLETE',
    },
  ],
});

describe('what a delete keeps', () => {
  it('lists Retain and Snapshot resources with their ids and console pages', () => {
    const kept = retainedResources(deployment({ DeletionProtection: 'false' }));
    expect(kept).toEqual([
      {
        logical_id: 'AuditLogs',
        resource_type: 'AWS::Logs::LogGroup',
        reason: 'Retain',
        physical_id: 'orders-db-AuditLogs-ABC',
        console_url:
          'https://me-south-1.console.aws.amazon.com/cloudwatch/home?region=me-south-1#logsV2:log-groups/log-group/orders-db-AuditLogs-ABC',
      },
      {
        logical_id: 'Database',
        resource_type: 'AWS::RDS::DBInstance',
        reason: 'Snapshot',
        physical_id: 'orders-db-database-xyz',
        console_url:
          'https://me-south-1.console.aws.amazon.com/rds/home?region=me-south-1#snapshots-list:tab=manual;search=orders-db-database-xyz',
      },
    ]);
  });

  it('names a protected resource without a keeping policy, read through its parameter', () => {
    const template = DATABASE_STACK_TEMPLATE.replace(
      '    DeletionPolicy: Snapshot\n    UpdateReplacePolicy: Snapshot\n',
      '',
    );
    const on = retainedResources({ ...deployment({ DeletionProtection: 'true' }), template });
    expect(on.map((r) => [r.logical_id, r.reason])).toEqual([
      ['AuditLogs', 'Retain'],
      ['Database', 'DeletionProtection'],
    ]);
    const off = retainedResources({ ...deployment({ DeletionProtection: 'false' }), template });
    expect(off.map((r) => r.logical_id)).toEqual(['AuditLogs']);
  });
});
