import { describe, expect, it } from 'vitest';
import { MANAGED_BY_TAG, STACK_BUCKETS_TAG } from '#shared/accounts/role-template';
import { withGuardrails } from '#shared/accounts/stack-guardrails';
import { resolvedRoleTemplate } from '#test/fixtures/accounts';

/**
 * Issue 32: the customer's roles reach only what Sahab made. Each statement is found by its Sid in
 * the template as CloudFormation resolves it, and its effect, actions and condition asserted.
 */
type Statement = {
  Sid: string;
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
};
const resources = resolvedRoleTemplate();
const documentOf = (id: string, path: 'boundary' | 'inline') => {
  const properties = resources.get(id)?.properties as Record<string, unknown>;
  if (path === 'boundary') return (properties.PolicyDocument as { Statement: Statement[] }).Statement;
  return (properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
};
const boundary = documentOf('SahabWorkloadBoundary', 'boundary');
const access = documentOf('SahabAccessRole', 'inline');
const execution = documentOf('SahabCloudFormationExecutionRole', 'inline');
const actions = (s: Statement) => [s.Action].flat();
const bySid = (statements: Statement[], sid: string) => {
  const found = statements.find((s) => s.Sid === sid);
  if (!found) throw new Error(`no statement ${sid}`);
  return found;
};
const TAGGED = { StringEquals: { [`aws:ResourceTag/${MANAGED_BY_TAG.key}`]: MANAGED_BY_TAG.value } };

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Every action any Allow of `statements` grants without a condition. */
const unconditioned = (statements: Statement[]) =>
  statements.filter((s) => s.Effect === 'Allow' && !s.Condition).flatMap(actions);

describe('the permissions boundary of roles a Sahab stack creates', () => {
  it('grants reading and writing data, keys, secrets, parameters, snapshots and backups only on resources tagged managed-by: sahab', () => {
    const data = bySid(boundary, 'DataOnlyInWhatSahabCreated');
    expect(data.Effect).toBe('Allow');
    expect(data.Condition).toEqual(TAGGED);
    for (const action of [
      'secretsmanager:GetSecretValue',
      'ssm:GetParameter*',
      'dynamodb:*Item*',
      'dynamodb:Query',
      'dynamodb:Scan',
      'kms:Decrypt',
      'rds:*Snapshot*',
      'ec2:CreateSnapshot',
      'ec2:CopySnapshot',
      'backup:StartBackupJob',
      'lambda:InvokeFunction',
      'states:StartExecution',
      'ecr:BatchGetImage',
    ])
      expect(actions(data)).toContain(action);
    const open = unconditioned(boundary);
    for (const pattern of [
      /^secretsmanager:Get/,
      /^ssm:Get/,
      /^dynamodb:.*Item/,
      /^kms:Decrypt/,
      /Snapshot/,
      /^lambda:Invoke/,
    ])
      expect(open.filter((a) => pattern.test(a))).toEqual([]);
  });

  it("reaches S3 objects only in buckets named after the role's own stack (S3 object actions read no resource tag)", () => {
    const objects = bySid(boundary, 'ObjectsOnlyInBucketsOfTheirOwnStack');
    expect(objects.Effect).toBe('Allow');
    const prefix = `arn:aws:s3:::\${aws:PrincipalTag/${STACK_BUCKETS_TAG}}-*`;
    expect(objects.Resource).toEqual([prefix, `${prefix}/*`]);
    for (const action of ['s3:GetObject*', 's3:PutObject*', 's3:DeleteObject*', 's3:ListBucket'])
      expect(actions(objects)).toContain(action);
    // no other Allow of the boundary reaches an object, whatever its resource
    const matches = (pattern: string, action: string) =>
      new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`, 'i').test(action);
    const others = boundary.filter((s) => s.Effect === 'Allow' && s !== objects).flatMap(actions);
    for (const objectAction of [
      's3:GetObject',
      's3:GetObjectVersion',
      's3:PutObject',
      's3:DeleteObject',
      's3:ListBucket',
    ])
      expect(others.filter((granted) => matches(granted, objectAction))).toEqual([]);
  });

  it('conditions on the tag only actions whose resource can carry one (Step Functions tags state machines, never executions)', () => {
    const data = bySid(boundary, 'DataOnlyInWhatSahabCreated');
    // an execution has no tags: a tag condition on DescribeExecution or StopExecution never matches
    for (const untaggable of [
      'states:DescribeExecution',
      'states:StopExecution',
      'states:GetExecutionHistory',
    ])
      expect(actions(data)).not.toContain(untaggable);
    expect(actions(data)).toContain('states:StartExecution');
  });

  it("keeps a role from naming another stack's bucket prefix itself", () => {
    const template = JSON.stringify({
      Resources: {
        Role: {
          Type: 'AWS::IAM::Role',
          Properties: {
            AssumeRolePolicyDocument: {},
            Tags: [
              { Key: STACK_BUCKETS_TAG, Value: 'someone-elses-stack' },
              { Key: 'team', Value: 'data' },
            ],
          },
        },
      },
    });
    const guarded = JSON.parse(withGuardrails(template, 'arn:aws:iam::444455556666:policy/sahab/B'));
    expect(guarded.Resources.Role.Properties.Tags).toEqual([{ Key: 'team', Value: 'data' }]);
  });

  it('grants no states:*, ecr:*, backup:* or config:*, and lambda:InvokeFunction on nothing untagged', () => {
    const all = boundary.filter((s) => s.Effect === 'Allow').flatMap(actions);
    for (const wildcard of ['states:*', 'ecr:*', 'backup:*', 'config:*']) expect(all).not.toContain(wildcard);
    expect(unconditioned(boundary)).not.toContain('lambda:InvokeFunction');
  });

  it('denies sharing snapshots out, deleting backups and stopping AWS Config, whatever else is granted', () => {
    const deny = bySid(boundary, 'NeverShareSnapshotsDeleteBackupsOrStopConfig');
    expect(deny.Effect).toBe('Deny');
    expect(deny.Resource).toBe('*');
    expect(deny.Condition).toBeUndefined();
    for (const action of [
      'ec2:ModifySnapshotAttribute',
      'rds:ModifyDBSnapshotAttribute',
      'rds:ModifyDBClusterSnapshotAttribute',
      'backup:DeleteRecoveryPoint',
      'backup:DeleteBackupVault',
      'config:StopConfigurationRecorder',
      'config:DeleteConfigurationRecorder',
      'config:DeleteDeliveryChannel',
    ])
      expect(actions(deny)).toContain(action);
  });
});

describe('the execution role', () => {
  it('writes resource policies (security-group rules, peering, Lambda, SNS, SQS, ECR, KMS, Secrets Manager) only on resources tagged managed-by: sahab', () => {
    const writes = bySid(execution, 'PolicyWritesAndCodeOnlyOnSahabResources');
    expect(writes.Effect).toBe('Allow');
    expect(writes.Condition).toEqual(TAGGED);
    const policyWrites = [
      'ec2:AuthorizeSecurityGroupIngress',
      'ec2:RevokeSecurityGroupIngress',
      'ec2:AcceptVpcPeeringConnection',
      'lambda:AddPermission',
      'sns:SetTopicAttributes',
      'sqs:SetQueueAttributes',
      'ecr:SetRepositoryPolicy',
      'kms:PutKeyPolicy',
      'secretsmanager:PutResourcePolicy',
    ];
    for (const action of policyWrites) expect(actions(writes)).toContain(action);
    const open = unconditioned(execution);
    for (const wildcard of [
      'ec2:Authorize*',
      'ec2:Revoke*',
      'lambda:AddPermission',
      'sns:*',
      'sqs:*',
      'ecr:*',
      'states:*',
      'logs:PutResourcePolicy',
    ])
      expect(open).not.toContain(wildcard);
  });
});

describe('the access role', () => {
  it('may not create IMPORT change sets (adopting resources Sahab did not create)', () => {
    const deny = bySid(access, 'NeverImportExistingResources');
    expect(deny).toMatchObject({
      Effect: 'Deny',
      Action: 'cloudformation:CreateChangeSet',
      Resource: '*',
      // IAM has no change-set-type key: an import names the resource types it imports
      Condition: { Null: { 'cloudformation:ImportResourceTypes': 'false' } },
    });
  });
});
