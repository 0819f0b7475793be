import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { iamNoAccessKeys } from '#shared/compliance/rules/iam/iam-no-access-keys';
import { iamNoAdminPolicy } from '#shared/compliance/rules/iam/iam-no-admin-policy';
import { iamNoIamUsers } from '#shared/compliance/rules/iam/iam-no-iam-users';
import { iamNoWildcardSensitiveActions } from '#shared/compliance/rules/iam/iam-no-wildcard-sensitive-actions';
import { iamRoleNoAdminManagedPolicy } from '#shared/compliance/rules/iam/iam-role-no-admin-managed-policy';
import { iamRoleTrustRestricted } from '#shared/compliance/rules/iam/iam-role-trust-restricted';
import { iamUserNoInlineAdmin } from '#shared/compliance/rules/iam/iam-user-no-inline-admin';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const doc = (...Statement: unknown[]) => ({ Version: '2012-10-17', Statement });
const allow = (Action: unknown, Resource: unknown = '*') => ({ Effect: 'Allow', Action, Resource });
const ADMIN_ARN = 'arn:aws:iam::aws:policy/AdministratorAccess';
const lambdaTrust = doc({
  Effect: 'Allow',
  Principal: { Service: 'lambda.amazonaws.com' },
  Action: 'sts:AssumeRole',
});

describe(iamNoAdminPolicy.id, () => {
  it('Noncompliance 1: Action "*" on Resource "*" in a standalone policy', () => {
    const policy = makeResource('AdminPolicy', 'AWS::IAM::ManagedPolicy', {
      PolicyDocument: doc(allow('*')),
    });
    const result = evaluate(iamNoAdminPolicy, policy);
    expect(result).toMatchObject({ status: 'fail' });
    expect(result.status === 'fail' && result.message).toContain("IAM managed policy 'AdminPolicy'");
  });

  it('Noncompliance 2: "*:*" in a role inline policy given as a single statement object', () => {
    const role = makeResource('AppRole', 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: lambdaTrust,
      Policies: [{ PolicyName: 'All', PolicyDocument: { Statement: allow(['s3:GetObject', '*:*']) } }],
    });
    const result = evaluate(iamNoAdminPolicy, role);
    expect(result.status === 'fail' && result.message).toContain("inline policy 'All'");
  });

  it('Noncompliance 3: Allow with NotAction on every resource', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', {
      PolicyName: 'p',
      PolicyDocument: doc({ Effect: 'Allow', NotAction: 'iam:*', Resource: '*' }),
    });
    expect(evaluate(iamNoAdminPolicy, policy).status).toBe('fail');
  });

  it('Noncompliance 4: a policy document given as a JSON string', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', { PolicyDocument: JSON.stringify(doc(allow('*'))) });
    expect(evaluate(iamNoAdminPolicy, policy).status).toBe('fail');
  });

  it('Compliance', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', {
      PolicyDocument: doc(allow('*', 'arn:aws:s3:::bucket/*'), {
        Effect: 'Deny',
        Action: '*',
        Resource: '*',
      }),
    });
    expect(evaluate(iamNoAdminPolicy, policy)).toEqual({ status: 'pass' });
  });

  it('Compliance: an ARN built with Fn::Sub is never the wildcard "*"', () => {
    const arn = unknownValue('text built from a Ref to resource Bucket', ['Bucket']);
    const policy = makeResource('P', 'AWS::IAM::Policy', { PolicyDocument: doc(allow('*', [arn])) });
    expect(evaluate(iamNoAdminPolicy, policy).status).toBe('pass');
  });

  it('Unknown: the Effect of a wildcard statement is set by a condition', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', {
      PolicyDocument: doc({ Effect: CONDITION, Action: '*', Resource: '*' }),
    });
    const result = evaluate(iamNoAdminPolicy, policy);
    expect(result.status).toBe('unknown');
    expect(result.status === 'unknown' && result.reason).toContain('set by a condition');
  });

  it('Unknown never hides a definite failure in another statement', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', { PolicyDocument: doc(CONDITION, allow('*')) });
    expect(evaluate(iamNoAdminPolicy, policy).status).toBe('fail');
  });
});

describe(iamNoWildcardSensitiveActions.id, () => {
  it('Noncompliance 1: kms:* on every resource', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', { PolicyDocument: doc(allow(['kms:*'])) });
    expect(evaluate(iamNoWildcardSensitiveActions, policy).status).toBe('fail');
  });

  it('Noncompliance 2: upper-case service prefix S3:* in a user inline policy', () => {
    const user = makeResource('U', 'AWS::IAM::User', {
      Policies: [{ PolicyName: 'p', PolicyDocument: doc(allow('S3:*')) }],
    });
    expect(evaluate(iamNoWildcardSensitiveActions, user).status).toBe('fail');
  });

  it('Compliance', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', {
      PolicyDocument: doc(allow('s3:*', 'arn:aws:s3:::bucket/*'), allow('cloudwatch:*'), allow('s3:Get*')),
    });
    expect(evaluate(iamNoWildcardSensitiveActions, policy)).toEqual({ status: 'pass' });
  });

  it('Unknown: Resource is set by a condition', () => {
    const policy = makeResource('P', 'AWS::IAM::Policy', { PolicyDocument: doc(allow('iam:*', CONDITION)) });
    expect(evaluate(iamNoWildcardSensitiveActions, policy).status).toBe('unknown');
  });
});

describe(iamUserNoInlineAdmin.id, () => {
  it('Noncompliance 1: inline admin policy', () => {
    const user = makeResource('Ops', 'AWS::IAM::User', {
      Policies: [{ PolicyName: 'admin', PolicyDocument: doc(allow('*')) }],
    });
    expect(evaluate(iamUserNoInlineAdmin, user).status).toBe('fail');
  });

  it('Noncompliance 2: AdministratorAccess attached (any partition)', () => {
    const user = makeResource('Ops', 'AWS::IAM::User', {
      ManagedPolicyArns: ['arn:aws-us-gov:iam::aws:policy/AdministratorAccess'],
    });
    const result = evaluate(iamUserNoInlineAdmin, user);
    expect(result.status === 'fail' && result.message).toContain('AdministratorAccess');
  });

  it('Noncompliance 3: a managed policy in the template that grants admin', () => {
    const policy = makeResource('AdminPolicy', 'AWS::IAM::ManagedPolicy', {
      PolicyDocument: doc(allow('*')),
    });
    const user = makeResource('Ops', 'AWS::IAM::User', {
      ManagedPolicyArns: [unknownValue('a reference to a resource', ['AdminPolicy'])],
    });
    expect(evaluate(iamUserNoInlineAdmin, user, [policy]).status).toBe('fail');
  });

  it('Compliance', () => {
    const user = makeResource('Ops', 'AWS::IAM::User', {
      ManagedPolicyArns: ['arn:aws:iam::aws:policy/ReadOnlyAccess'],
      Policies: [{ PolicyName: 'read', PolicyDocument: doc(allow('s3:GetObject')) }],
    });
    expect(evaluate(iamUserNoInlineAdmin, user)).toEqual({ status: 'pass' });
  });

  it('Unknown: a managed policy ARN comes from an unresolved parameter', () => {
    const user = makeResource('Ops', 'AWS::IAM::User', {
      ManagedPolicyArns: [unknownValue('an SSM parameter resolved at deployment')],
    });
    expect(evaluate(iamUserNoInlineAdmin, user).status).toBe('unknown');
  });
});

describe(iamNoIamUsers.id, () => {
  it('Noncompliance 1: any IAM user', () => {
    const result = evaluate(iamNoIamUsers, makeResource('Ops', 'AWS::IAM::User'));
    expect(result.status === 'fail' && result.message).toContain("IAM user 'Ops'");
  });
});

describe(iamNoAccessKeys.id, () => {
  it('Noncompliance 1: any access key', () => {
    const key = makeResource('Key', 'AWS::IAM::AccessKey', { UserName: 'ops' });
    expect(evaluate(iamNoAccessKeys, key).status).toBe('fail');
  });
});

describe(iamRoleNoAdminManagedPolicy.id, () => {
  it('Noncompliance 1: role with AdministratorAccess', () => {
    const role = makeResource('R', 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: lambdaTrust,
      ManagedPolicyArns: [ADMIN_ARN],
    });
    expect(evaluate(iamRoleNoAdminManagedPolicy, role).status).toBe('fail');
  });

  it('Noncompliance 2: group with PowerUserAccess', () => {
    const group = makeResource('G', 'AWS::IAM::Group', {
      ManagedPolicyArns: ['arn:aws:iam::aws:policy/PowerUserAccess'],
    });
    expect(evaluate(iamRoleNoAdminManagedPolicy, group).status).toBe('fail');
  });

  it('Compliance', () => {
    const role = makeResource('R', 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: lambdaTrust,
      ManagedPolicyArns: [
        'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
        unknownValue('a reference to a resource', ['OwnPolicy']),
      ],
    });
    const own = makeResource('OwnPolicy', 'AWS::IAM::ManagedPolicy', { PolicyDocument: doc(allow('*')) });
    expect(evaluate(iamRoleNoAdminManagedPolicy, role, [own])).toEqual({ status: 'pass' });
  });

  it('Unknown: ManagedPolicyArns is set by a condition', () => {
    const role = makeResource('R', 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: lambdaTrust,
      ManagedPolicyArns: CONDITION,
    });
    expect(evaluate(iamRoleNoAdminManagedPolicy, role).status).toBe('unknown');
  });
});

describe(iamRoleTrustRestricted.id, () => {
  const trust = (Principal: unknown, extra: Record<string, unknown> = {}) =>
    doc({ Effect: 'Allow', Principal, Action: 'sts:AssumeRole', ...extra });

  it('Noncompliance 1: Principal "*"', () => {
    const role = makeResource('R', 'AWS::IAM::Role', { AssumeRolePolicyDocument: trust('*') });
    expect(evaluate(iamRoleTrustRestricted, role).status).toBe('fail');
  });

  it('Noncompliance 2: Principal AWS list containing "*"', () => {
    const role = makeResource('R', 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: trust({ AWS: ['arn:aws:iam::111122223333:root', '*'] }),
    });
    expect(evaluate(iamRoleTrustRestricted, role).status).toBe('fail');
  });

  it('Compliance', () => {
    const role = makeResource('R', 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: doc(
        { Effect: 'Allow', Principal: { Service: 'ecs-tasks.amazonaws.com' }, Action: 'sts:AssumeRole' },
        {
          Effect: 'Allow',
          Principal: { AWS: '*' },
          Action: 'sts:AssumeRole',
          Condition: { StringEquals: { 'aws:PrincipalOrgID': 'o-1' } },
        },
      ),
    });
    expect(evaluate(iamRoleTrustRestricted, role)).toEqual({ status: 'pass' });
  });

  it('Unknown: Principal is set by a condition', () => {
    const role = makeResource('R', 'AWS::IAM::Role', { AssumeRolePolicyDocument: trust(CONDITION) });
    expect(evaluate(iamRoleTrustRestricted, role).status).toBe('unknown');
  });
});
