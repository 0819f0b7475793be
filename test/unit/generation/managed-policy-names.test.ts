import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** The ARNs of the AWS managed policies the standalone roles of a brief attach. */
function attached(brief: string): string[] {
  return resourcesOfBrief(brief)
    .filter((r) => r.type === 'AWS::IAM::Role')
    .flatMap((r) => (r.props.ManagedPolicyArns as { 'Fn::Sub': string }[] | undefined) ?? [])
    .map((arn) => arn['Fn::Sub']);
}

describe('AWS managed policies a brief names reach the role, by any name AWS gives them', () => {
  it.each([
    ['Create an IAM role for EC2 that attaches the ReadOnlyAccess AWS managed policy.', ['ReadOnlyAccess']],
    [
      'An IAM role for EC2 instances with the CloudWatchAgentServerPolicy and AmazonSSMManagedInstanceCore policies attached.',
      ['CloudWatchAgentServerPolicy', 'AmazonSSMManagedInstanceCore'],
    ],
    ['دور IAM لخدمة EC2 ومعه السياسة المدارة SecurityAudit', ['SecurityAudit']],
    [
      'iam role for lambda, attach managed polices AWSXRayDaemonWriteAccess & AWSLambdaBasicExecutionRole',
      ['AWSXRayDaemonWriteAccess', 'AWSLambdaBasicExecutionRole'],
    ],
  ])('%s', (brief, names) => {
    // act
    const arns = attached(brief);
    // assert: every policy named, each once, under AWS's own policy path
    expect(arns).toHaveLength(names.length);
    for (const name of names)
      expect(
        arns.some((arn) => arn.endsWith(`:policy/${name}`) || arn.endsWith(`/service-role/${name}`)),
      ).toBe(true);
  });

  it("a policy of the account's own, named by the brief, is no AWS managed policy", () => {
    const arns = attached(
      'An IAM role for EC2 with an IAM policy named OrdersWritePolicy that allows s3:PutObject.',
    );
    expect(arns).toEqual([]);
  });
});

describe("AWS managed policies said of a function's role", () => {
  it.each([
    [
      'A Lambda function with an execution role that uses the AWSLambdaBasicExecutionRole managed policy for logging.',
      'service-role/AWSLambdaBasicExecutionRole',
    ],
    [
      'Lambda function (python) whose role also attaches AWSXRayDaemonWriteAccess.',
      'policy/AWSXRayDaemonWriteAccess',
    ],
  ])('%s', (brief, tail) => {
    // act
    const roles = resourcesOfBrief(brief).filter((r) => r.type === 'AWS::IAM::Role');
    // assert: the function's own role attaches it beside its least-privilege statements
    const arns = roles.flatMap(
      (r) => (r.props.ManagedPolicyArns as { 'Fn::Sub': string }[] | undefined) ?? [],
    );
    expect(arns.map((a) => a['Fn::Sub'])).toEqual([expect.stringMatching(new RegExp(`${tail}$`))]);
  });
});

it("a server's role keeps Systems Manager's policy beside the one the brief names", () => {
  const roles = resourcesOfBrief(
    'An EC2 instance whose role has the CloudWatchAgentServerPolicy managed policy.',
  ).filter((r) => r.type === 'AWS::IAM::Role');
  const arns = roles.flatMap((r) => (r.props.ManagedPolicyArns as { 'Fn::Sub': string }[] | undefined) ?? []);
  expect(arns.map((a) => a['Fn::Sub'].split('/').at(-1))).toEqual([
    'AmazonSSMManagedInstanceCore',
    'CloudWatchAgentServerPolicy',
  ]);
});
