import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

type Statement = { Effect: string; Action: string[]; Resource: unknown };
type Role = { AssumeRolePolicyDocument: { Statement: { Principal: { Service: string } }[] } };

/** The standalone roles and policies a brief gets. */
function iamOf(brief: string) {
  const resources = resourcesOfBrief(brief);
  const policies = resources.filter((r) => r.type === 'AWS::IAM::Policy');
  return {
    resources,
    role: (id: unknown) => resources.find((r) => r.id === (id as { Ref: string }).Ref)?.props as Role,
    policies: policies.map((p) => ({
      roles: p.props.Roles as unknown[],
      statements: (p.props.PolicyDocument as { Statement: Statement[] }).Statement,
    })),
  };
}

describe('an IAM role and a policy the brief asks for by themselves', () => {
  it('a policy granting the stated actions, attached to a role the stated service assumes', () => {
    const { policies, role } = iamOf(
      'An IAM role for EC2 and an IAM policy attached to it that allows s3:GetObject and s3:ListBucket.',
    );
    expect(policies).toHaveLength(1);
    const [policy] = policies;
    expect(policy?.statements.flatMap((s) => s.Action)).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(policy?.roles).toHaveLength(1);
    const trust = role(policy?.roles[0]).AssumeRolePolicyDocument.Statement[0]?.Principal.Service;
    expect(trust).toBe('ec2.amazonaws.com');
  });

  it('a role Lambda assumes, with the AWS managed policy the brief names', () => {
    const { resources } = iamOf(
      'Create an IAM role that Lambda can assume, with the AWSLambdaBasicExecutionRole managed policy.',
    );
    const [role] = resources.filter((r) => r.type === 'AWS::IAM::Role');
    expect(JSON.stringify(role?.props.AssumeRolePolicyDocument)).toContain('lambda.amazonaws.com');
    expect(JSON.stringify(role?.props.ManagedPolicyArns)).toContain(
      'policy/service-role/AWSLambdaBasicExecutionRole',
    );
  });

  it.each([
    'A Lambda function that reads from an S3 bucket, with least-privilege IAM roles.',
    'A Lambda function whose IAM role has a policy allowing dynamodb:PutItem on the orders table.',
  ])("a function's own role is not a standalone role: %s", (brief) => {
    const { resources } = iamOf(brief);
    expect(resources.filter((r) => r.type === 'AWS::IAM::Policy')).toEqual([]);
    expect(resources.filter((r) => r.type === 'AWS::IAM::InstanceProfile')).toEqual([]);
  });

  it.each([
    [
      'An IAM role for EC2 with an IAM policy that allows reading objects from S3.',
      ['s3:GetObject', 's3:ListBucket'],
    ],
    [
      'An IAM role for Lambda and an IAM policy granting it permission to write logs to CloudWatch Logs.',
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
    ],
    [
      'An IAM role that Lambda can assume, with an IAM policy that allows it to send messages to SQS and read items from DynamoDB.',
      ['sqs:SendMessage', 'dynamodb:GetItem'],
    ],
  ])('a policy whose permissions are said in words grants their actions: %s', (brief, actions) => {
    const { policies } = iamOf(brief);
    expect(policies).toHaveLength(1);
    expect(policies[0]?.statements.flatMap((s) => s.Action)).toEqual(expect.arrayContaining(actions));
  });

  it('a customer managed policy the brief names is one, granting what it says', () => {
    const { resources } = iamOf('Create an IAM managed policy that grants read-only access to EC2.');
    const [managed] = resources.filter((r) => r.type === 'AWS::IAM::ManagedPolicy');
    expect(JSON.stringify(managed?.props.PolicyDocument)).toContain('ec2:Describe*');
    expect(resources.filter((r) => r.type === 'AWS::IAM::Policy')).toEqual([]);
  });
});
