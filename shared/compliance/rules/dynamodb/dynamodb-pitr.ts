import type { Rule } from '#shared/compliance/types';
import { DYNAMODB_TYPES, onTablePaths, requireTrueOnTable, setTrueOnTable } from '../_lib/dynamodb';
import { nameOf } from '../_lib/nouns';

const PATH = ['PointInTimeRecoverySpecification', 'PointInTimeRecoveryEnabled'];

/** Compliant: point-in-time recovery is on for the table (every replica of a global table). */
export const dynamodbPitr: Rule = {
  id: 'dynamodb-pitr',
  service: 'dynamodb',
  severity: 'medium',
  supersedes: ['backup-plan-exists'],
  title: 'DynamoDB tables have point-in-time recovery',
  description:
    'Point-in-time recovery restores a table to any second of the last 35 days after accidental writes, deletes or corruption.',
  resourceTypes: DYNAMODB_TYPES,
  remediation:
    'Set PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled to true (on each Replicas[] entry of a global table).',
  evaluate: (resource) =>
    requireTrueOnTable(resource, PATH, `${nameOf(resource)} cannot be restored to a point in time`),
  fixPatches: { properties: onTablePaths(PATH) },
  fix: (resource) => setTrueOnTable(resource, PATH),
};
