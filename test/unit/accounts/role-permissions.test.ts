import { describe, expect, it } from 'vitest';
import { decide, type IamRequest, statementsOf } from '#functions/lib/simulators/sandbox-cloud/iam-policy';
import { ROLE_PERMISSIONS } from '#shared/accounts/role-permissions';
import { resolvedRoleTemplate } from '#test/fixtures/accounts';

const ACCOUNT = '444455556666';
const resources = resolvedRoleTemplate();
const policiesOf = (logicalId: string) =>
  statementsOf(
    ((resources.get(logicalId)?.properties.Policies ?? []) as { PolicyDocument: unknown }[]).map(
      (p) => p.PolicyDocument,
    ),
  );
const access = policiesOf('SahabAccessRole');
const execution = policiesOf('SahabCloudFormationExecutionRole');
const boundary = statementsOf([resources.get('SahabWorkloadBoundary')?.properties.PolicyDocument]);

const BOUNDARY = `arn:aws:iam::${ACCOUNT}:policy/sahab/SahabWorkloadBoundary`;
const ROLE = (path: string) => `arn:aws:iam::${ACCOUNT}:role${path}worker`;
const EXECUTION_ROLE = `arn:aws:iam::${ACCOUNT}:role/SahabCloudFormationExecutionRole`;
const STACK = `arn:aws:cloudformation:me-south-1:${ACCOUNT}:stack/app/1`;
const SAHAB = { 'aws:ResourceTag/managed-by': 'sahab' };
const request = (action: string, resource: string, context: IamRequest['context'] = {}) => ({
  action,
  resource,
  context,
});

/** For each "never" sentence of the wizard, requests it describes, and who makes them. */
const NEVER: [sentence: number, statements: typeof access, request: IamRequest][] = [
  [0, access, request('cloudformation:UpdateStack', STACK, { 'cloudformation:RoleArn': EXECUTION_ROLE })],
  [0, access, request('cloudformation:DeleteStack', STACK)],
  [0, access, request('cloudformation:CreateStack', STACK, { 'cloudformation:RoleArn': EXECUTION_ROLE })],
  [1, execution, request('iam:CreateRole', ROLE('/sahab/'))],
  [1, execution, request('iam:CreateRole', ROLE('/sahab/'), { 'iam:PermissionsBoundary': `${BOUNDARY}x` })],
  [
    1,
    execution,
    request('iam:DeleteRolePermissionsBoundary', ROLE('/sahab/'), { 'iam:PermissionsBoundary': BOUNDARY }),
  ],
  [1, execution, request('iam:CreatePolicyVersion', BOUNDARY)],
  [1, execution, request('iam:PutRolePolicy', ROLE('/'), {})],
  [2, execution, request('iam:UpdateAssumeRolePolicy', ROLE('/'))],
  [2, execution, request('iam:CreatePolicyVersion', `arn:aws:iam::${ACCOUNT}:policy/other`)],
  [3, execution, request('kms:PutKeyPolicy', `arn:aws:kms:me-south-1:${ACCOUNT}:key/k`)],
  [
    3,
    execution,
    request('secretsmanager:PutResourcePolicy', `arn:aws:secretsmanager:me-south-1:${ACCOUNT}:secret:s`),
  ],
  [3, execution, request('lambda:UpdateFunctionCode', `arn:aws:lambda:me-south-1:${ACCOUNT}:function:f`)],
  [
    3,
    execution,
    request('s3:PutBucketPolicy', 'arn:aws:s3:::elsewhere', { 's3:ResourceAccount': '999988887777' }),
  ],
  [3, boundary, request('kms:PutKeyPolicy', `arn:aws:kms:me-south-1:${ACCOUNT}:key/k`)],
  [
    4,
    execution,
    request('cloudtrail:StopLogging', `arn:aws:cloudtrail:me-south-1:${ACCOUNT}:trail/t`, SAHAB),
  ],
  [
    4,
    execution,
    request('cloudtrail:DeleteTrail', `arn:aws:cloudtrail:me-south-1:${ACCOUNT}:trail/t`, SAHAB),
  ],
  [4, execution, request('logs:DeleteLogGroup', `arn:aws:logs:me-south-1:${ACCOUNT}:log-group:audit`)],
  [4, boundary, request('cloudtrail:StopLogging', '*')],
  [4, boundary, request('logs:DeleteLogGroup', '*', SAHAB)],
  [5, execution, request('iam:AttachRolePolicy', EXECUTION_ROLE, { 'iam:PermissionsBoundary': BOUNDARY })],
  [5, boundary, request('sts:AssumeRole', EXECUTION_ROLE)],
];

/** What the "may" sentences promise, which must stay allowed. */
const MAY: [statements: typeof access, request: IamRequest][] = [
  [
    access,
    request('cloudformation:CreateStack', STACK, {
      'cloudformation:RoleArn': EXECUTION_ROLE,
      'aws:RequestTag/managed-by': 'sahab',
    }),
  ],
  [
    access,
    request('cloudformation:UpdateStack', STACK, { 'cloudformation:RoleArn': EXECUTION_ROLE, ...SAHAB }),
  ],
  [access, request('cloudformation:DeleteStack', STACK, SAHAB)],
  [execution, request('iam:CreateRole', ROLE('/sahab/'), { 'iam:PermissionsBoundary': BOUNDARY })],
  [execution, request('iam:UpdateAssumeRolePolicy', ROLE('/sahab/'))],
  [execution, request('kms:PutKeyPolicy', `arn:aws:kms:me-south-1:${ACCOUNT}:key/k`, SAHAB)],
  [execution, request('lambda:UpdateFunctionCode', `arn:aws:lambda:me-south-1:${ACCOUNT}:function:f`, SAHAB)],
  [execution, request('s3:PutBucketPolicy', 'arn:aws:s3:::mine', { 's3:ResourceAccount': ACCOUNT })],
  [execution, request('logs:DeleteLogGroup', `arn:aws:logs:me-south-1:${ACCOUNT}:log-group:app`, SAHAB)],
];

describe("the link wizard's account of the role's permissions", () => {
  it('names requests IAM refuses for every sentence of what Sahab may never do', () => {
    const covered = new Set(NEVER.map(([sentence]) => sentence));
    expect([...covered].sort()).toEqual(ROLE_PERMISSIONS.never.map((_, index) => index));
    for (const [sentence, statements, req] of NEVER) {
      expect(decide(statements, req), `${ROLE_PERMISSIONS.never[sentence]} ${req.action}`).not.toBe('allow');
    }
  });

  it('still allows what Sahab needs to deploy and clean up its own stacks', () => {
    for (const [statements, req] of MAY) expect(decide(statements, req), req.action).toBe('allow');
  });
});

describe('the access role on day two: change sets, drift and a retried delete', () => {
  const withRole = { 'cloudformation:RoleArn': EXECUTION_ROLE, ...SAHAB };
  it('allows the reviewed change sets (a drift revert among them), drift detection and the RetainResources retry on Sahab stacks', () => {
    for (const req of [
      request('cloudformation:CreateChangeSet', STACK, withRole),
      request('cloudformation:DescribeChangeSet', STACK),
      request('cloudformation:ExecuteChangeSet', STACK, SAHAB),
      request('cloudformation:DeleteChangeSet', STACK, SAHAB),
      request('cloudformation:DetectStackDrift', STACK),
      request('cloudformation:DescribeStackResourceDrifts', STACK),
      request('cloudformation:DescribeStackDriftDetectionStatus', '*'),
      request('cloudformation:DeleteStack', STACK, SAHAB),
    ])
      expect(decide(access, req), req.action).toBe('allow');
  });

  it('refuses them on stacks Sahab did not make, as another role, or as an import', () => {
    for (const req of [
      request('cloudformation:CreateChangeSet', STACK, { 'cloudformation:RoleArn': EXECUTION_ROLE }),
      request('cloudformation:CreateChangeSet', STACK, { ...SAHAB, 'cloudformation:RoleArn': ROLE('/') }),
      request('cloudformation:CreateChangeSet', STACK, {
        ...withRole,
        'cloudformation:ImportResourceTypes': ['AWS::S3::Bucket'],
      }),
      request('cloudformation:ExecuteChangeSet', STACK),
      request('cloudformation:DeleteChangeSet', STACK),
      request('cloudformation:DeleteStack', STACK),
    ])
      expect(decide(access, req), `${req.action} ${JSON.stringify(req.context)}`).not.toBe('allow');
  });
});

describe('the boundary on tags S3 does not report', () => {
  it('denies bucket tagging outright: S3 sends no aws:TagKeys, so a tag-key condition would never fire', () => {
    const tagging = request('s3:PutBucketTagging', 'arn:aws:s3:::app-data-1', SAHAB);
    expect(decide(boundary, tagging)).toBe('explicit-deny');
  });
});
