// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { templateValidator } from '#functions/lib/compose/validator';
import { checkTemplate } from '#functions/lib/template-checks/check-template';

/**
 * Issue 32: a role a deployed template creates may trust only the account it is deployed to (or
 * AWS services). IAM cannot condition a trust policy's principals, so Sahab's request-time check
 * refuses the others before anything is recorded.
 */
const ACCOUNT = '111122223333';
const roleTrusting = (principal: unknown) =>
  JSON.stringify({
    Resources: {
      Worker: {
        Type: 'AWS::IAM::Role',
        Properties: {
          AssumeRolePolicyDocument: {
            Version: '2012-10-17',
            Statement: [{ Effect: 'Allow', Principal: principal, Action: 'sts:AssumeRole' }],
          },
        },
      },
    },
  });
const check = (principal: unknown) =>
  checkTemplate({ text: roleTrusting(principal), accountId: ACCOUNT }, templateValidator);

describe('roles trusting principals outside the account', () => {
  it.each([
    [{ AWS: 'arn:aws:iam::999988887777:root' }, 'account 999988887777'],
    [{ AWS: ['arn:aws:iam::111122223333:role/ok', '444455556666'] }, 'account 444455556666'],
    [{ AWS: '*' }, 'anyone'],
    ['*', 'anyone'],
  ])('refuses a role trusting %j', async (principal, who) => {
    expect(await check(principal)).toEqual({
      refused: `Role Worker trusts ${who}: Sahab deploys only roles that trust the account they are deployed to (${ACCOUNT}) or AWS services.`,
    });
  });

  it.each([
    [{ Service: 'lambda.amazonaws.com' }],
    [{ AWS: `arn:aws:iam::${ACCOUNT}:root` }],
    [{ AWS: { 'Fn::Sub': 'arn:${AWS::Partition}:iam::${AWS::AccountId}:root' } }],
  ])('allows a role trusting %j', async (principal) => {
    expect(await check(principal)).toEqual({ diagnostics: [] });
  });
});
