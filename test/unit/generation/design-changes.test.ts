import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#shared/generation/checklist/index';
import { designChanges } from '#shared/generation/refine/changes';

const template = (resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>) =>
  JSON.stringify({ Resources: resources });
const item = (requirement: string, status: ChecklistItem['status']): ChecklistItem => ({
  kind: 'service',
  requirement,
  status,
  resources: [],
  detail: '',
});

describe('what a version changed', () => {
  it('lists resources added, removed and changed, ledger entries added, removed and restated, and both costs', () => {
    const changes = designChanges(
      {
        template: template({
          Db: {
            Type: 'AWS::RDS::DBInstance',
            Properties: { DBInstanceClass: 'db.t3.micro', Engine: 'mysql' },
          },
          Cache: { Type: 'AWS::ElastiCache::ReplicationGroup' },
          Site: { Type: 'AWS::S3::Bucket', Properties: { A: 1, B: 2 } },
        }),
        checklist: {
          items: [item('Amazon RDS', 'met'), item('Amazon ElastiCache', 'met'), item('Budget', 'partly')],
        },
        cost: { total: { min: 120, max: 300 } },
      },
      {
        template: template({
          Db: {
            Type: 'AWS::RDS::DBInstance',
            Properties: { Engine: 'mysql', DBInstanceClass: 'db.m5.large' },
          },
          Jobs: { Type: 'AWS::SQS::Queue' },
          Site: { Type: 'AWS::S3::Bucket', Properties: { B: 2, A: 1 } },
        }),
        checklist: { items: [item('Amazon RDS', 'met'), item('Amazon SQS', 'met'), item('Budget', 'met')] },
        cost: { total: { min: 90, max: 210 } },
      },
    );
    expect(changes.resources).toEqual({
      added: [{ id: 'Jobs', type: 'AWS::SQS::Queue' }],
      removed: [{ id: 'Cache', type: 'AWS::ElastiCache::ReplicationGroup' }],
      changed: [{ id: 'Db', type: 'AWS::RDS::DBInstance' }],
    });
    expect(changes.ledger.added.map((e) => e.requirement)).toEqual(['Amazon SQS']);
    expect(changes.ledger.removed.map((e) => e.requirement)).toEqual(['Amazon ElastiCache']);
    expect(changes.ledger.changed).toEqual([
      { kind: 'service', requirement: 'Budget', status: 'met', before: 'partly' },
    ]);
    expect(changes.ledger.kept).toBe(1);
    expect(changes.cost).toEqual({ before: { min: 120, max: 300 }, after: { min: 90, max: 210 } });
  });
});
