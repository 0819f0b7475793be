import type { Rule } from '#shared/compliance/types';
import { DYNAMODB_TYPES, onTablePaths, requireTrueOnTable, setTrueOnTable } from '../_lib/dynamodb';
import { nameOf } from '../_lib/nouns';

const PATH = ['DeletionProtectionEnabled'];

/** Compliant: DeletionProtectionEnabled is true on the table (every replica of a global table). */
export const dynamodbDeletionProtection: Rule = {
  id: 'dynamodb-deletion-protection',
  service: 'dynamodb',
  ownersDecision: true,
  severity: 'medium',
  title: 'DynamoDB tables have deletion protection',
  description:
    'Deletion protection stops a stack update, script or mistaken call from destroying a table and its data.',
  keepsParameterChoice: true,
  resourceTypes: DYNAMODB_TYPES,
  remediation: 'Set DeletionProtectionEnabled to true (on each Replicas[] entry of a global table).',
  evaluate: (resource) =>
    requireTrueOnTable(resource, PATH, `${nameOf(resource)} can be deleted without safeguard`),
  fixPatches: { properties: onTablePaths(PATH) },
  fix: (resource) => setTrueOnTable(resource, PATH),
};
