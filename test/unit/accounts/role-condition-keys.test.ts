import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  conditionKeysOf,
  type PolicyStatement,
  roleTemplateStatements,
} from '#shared/accounts/role-statements';
import { resolvedRoleTemplate } from '#test/fixtures/accounts';
import sar from '../../../shared/accounts/sar/condition-keys.json' with { type: 'json' };

/**
 * Issue 32: a condition key its action does not support is absent from the request, so the
 * statement is useless (an Allow that never matches) or silently over-broad (a Deny that never
 * fires). Each conditioned statement of the role template is checked against the Service
 * Authorization Reference (shared/accounts/sar/SOURCES.md).
 */
type Service = {
  actions: Record<string, { conditionKeys: string[]; resourceTypes: string[] }>;
  resourceTypes: Record<string, string[]>;
};
const services = sar.services as Record<string, Service>;

const glob = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');

/**
 * The SAR's rule: an action supports the keys of its own row, of its resource-type rows, and those
 * the resource-types table lists for each of its resource types. Key names with a ${...} part
 * (aws:ResourceTag/${TagKey}) stand for any text there.
 */
function supports(service: Service, action: string, key: string): boolean {
  const entry = service.actions[action];
  const keys = [
    ...entry.conditionKeys,
    ...entry.resourceTypes.flatMap((type) => service.resourceTypes[type] ?? []),
  ];
  return keys.some((sarKey) => glob(sarKey.replace(/\$\{[^}]*\}/g, '*')).test(key));
}

/** Keys every request carries whatever the service (aws:SourceAccount, aws:PrincipalTag/...). */
const isGlobal = (key: string) =>
  key.startsWith('aws:') && !/^aws:(ResourceTag|RequestTag|TagKeys)/i.test(key);

/** What is wrong with one statement's keys, as sentences; empty when every action supports them. */
function unsupportedKeys(statement: PolicyStatement): string[] {
  const keys = conditionKeysOf(statement).filter((key) => !isGlobal(key));
  if (keys.length === 0) return [];
  const problems: string[] = [];
  for (const pattern of actionsOf(statement)) {
    const [prefix, name] = pattern.split(':');
    const service = services[prefix];
    const matched = Object.keys(service?.actions ?? {}).filter((action) => glob(name).test(action));
    if (matched.length === 0) {
      problems.push(`${pattern}: not in the SAR slice (regenerate it: bin/sar-condition-keys.ts)`);
      continue;
    }
    for (const action of matched)
      for (const key of keys)
        if (!supports(service, action, key)) problems.push(`${prefix}:${action} does not support ${key}`);
  }
  return problems;
}

describe('condition keys of the role template, against the Service Authorization Reference', () => {
  it('uses in every conditioned statement only keys each of its actions supports', () => {
    const problems = roleTemplateStatements(resolvedRoleTemplate().values()).flatMap(
      ({ logicalId, document, statement }) =>
        unsupportedKeys(statement).map(
          (problem) => `${logicalId} ${document} ${statement.Sid ?? ''}: ${problem}`,
        ),
    );
    expect(problems).toEqual([]);
    // the conditioned statements are all checked: the boundary's, the roles' and the trust policies'
    const checked = roleTemplateStatements(resolvedRoleTemplate().values()).filter(({ statement }) =>
      conditionKeysOf(statement).some((key) => !isGlobal(key)),
    );
    expect(checked.map(({ statement }) => statement.Sid ?? 'trust')).toEqual(
      expect.arrayContaining([
        'DataOnlyInWhatSahabCreated',
        'PolicyWritesAndCodeOnlyOnSahabResources',
        'NeverClaimSahabsTag',
        'NeverImportExistingResources',
        'CreateRolesOnlyWithTheBoundary',
        'trust',
      ]),
    );
  });

  it('finds the statements it guards against: a key the action lacks, and a wildcard reaching such an action', () => {
    // the access role's deny of imports as it was: IAM has no cloudformation:ChangeSetType key
    expect(
      unsupportedKeys({
        Effect: 'Deny',
        Action: 'cloudformation:CreateChangeSet',
        Condition: { StringEquals: { 'cloudformation:ChangeSetType': 'IMPORT' } },
      }),
    ).toEqual(['cloudformation:CreateChangeSet does not support cloudformation:ChangeSetType']);
    // a request-tag condition on actions that create nothing: it never matches, whatever the wildcard
    expect(
      unsupportedKeys({
        Effect: 'Allow',
        Action: ['kms:Decrypt', 'ssm:GetParameter*'],
        Condition: { StringEquals: { 'aws:RequestTag/managed-by': 'sahab' } },
      }),
    ).toEqual([
      'kms:Decrypt does not support aws:RequestTag/managed-by',
      'ssm:GetParameter does not support aws:RequestTag/managed-by',
      'ssm:GetParameterHistory does not support aws:RequestTag/managed-by',
      'ssm:GetParameters does not support aws:RequestTag/managed-by',
      'ssm:GetParametersByPath does not support aws:RequestTag/managed-by',
    ]);
    // an action the slice does not hold is reported, never passed
    expect(
      unsupportedKeys({
        Effect: 'Allow',
        Action: 'kms:Nope',
        Condition: { Null: { 'kms:ViaService': 'false' } },
      }),
    ).toEqual(['kms:Nope: not in the SAR slice (regenerate it: bin/sar-condition-keys.ts)']);
  });
});
