import {
  CloudFormationClient,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import { AssumeRoleCommand, GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudFormationStackDeployer } from '#functions/lib/adapters/aws/cloudformation-stack-deployer';
import { stsRoleAssumer } from '#functions/lib/adapters/aws/sts-role-assumer';
import { CloudError } from '#functions/lib/ports/cloud-error';
import {
  assumeRoleAnswer,
  CUSTOMER_ACCOUNT,
  cfnError,
  cloudTarget,
  stsError,
  testSessions,
} from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const cfn = mockClient(CloudFormationClient);
beforeEach(() => {
  sts.reset();
  cfn.reset();
});

const DENIED =
  'User: arn:aws:sts::111122223333:assumed-role/sahab-tasks/abc is not authorized to perform: ' +
  `sts:AssumeRole on resource: arn:aws:iam::${CUSTOMER_ACCOUNT}:role/SahabAccessRole`;
const stackAnswer: DescribeStacksCommandOutput = {
  $metadata: {},
  Stacks: [{ StackId: 'id', StackName: 'web', StackStatus: 'CREATE_COMPLETE', CreationTime: new Date() }],
};

describe('STS role assumer (AWS)', () => {
  it('assumes the role with the external id, then answers who it is', async () => {
    const { sessions, clock } = testSessions();
    sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
    sts.on(GetCallerIdentityCommand).resolves({
      Account: CUSTOMER_ACCOUNT,
      Arn: `arn:aws:sts::${CUSTOMER_ACCOUNT}:assumed-role/SahabAccessRole/sahab-user-7f3a`,
    });
    const identity = await stsRoleAssumer(sessions).verify(cloudTarget());
    expect(identity.account).toBe(CUSTOMER_ACCOUNT);
    expect(sts).toHaveReceivedCommandWith(AssumeRoleCommand, {
      RoleArn: cloudTarget().roleArn,
      ExternalId: 'user-7f3a',
      RoleSessionName: 'sahab-user-7f3a',
    });
  });

  it("reports AccessDenied (wrong external id, or no such trust) in STS's words, without retrying", async () => {
    const { sessions } = testSessions();
    sts.on(AssumeRoleCommand).rejects(stsError('AccessDenied', DENIED));
    const failure = await stsRoleAssumer(sessions)
      .verify(cloudTarget({ externalId: 'someone-else' }))
      .catch((e) => e);
    expect(failure).toBeInstanceOf(CloudError);
    expect(failure).toMatchObject({ kind: 'access-denied', code: 'AccessDenied', message: DENIED });
    expect(sts).toHaveReceivedCommandTimes(AssumeRoleCommand, 1);
    expect(sts).toHaveReceivedCommandWith(AssumeRoleCommand, { ExternalId: 'someone-else' });
  });

  it('does not cache a refused AssumeRole: fixing the trust policy works at once', async () => {
    const { sessions, clock } = testSessions();
    sts
      .on(AssumeRoleCommand)
      .rejectsOnce(stsError('AccessDenied', DENIED))
      .resolves(assumeRoleAnswer(clock.now));
    sts.on(GetCallerIdentityCommand).resolves({ Account: CUSTOMER_ACCOUNT, Arn: 'arn' });
    const assumer = stsRoleAssumer(sessions);
    await expect(assumer.verify(cloudTarget())).rejects.toMatchObject({ kind: 'access-denied' });
    await expect(assumer.verify(cloudTarget())).resolves.toMatchObject({ account: CUSTOMER_ACCOUNT });
  });
});

describe('role sessions', () => {
  it('reuses credentials until shortly before they expire, then assumes the role again', async () => {
    const { sessions, clock } = testSessions();
    sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
    cfn.on(DescribeStacksCommand).resolves(stackAnswer);
    const deployer = cloudFormationStackDeployer(sessions);
    await deployer.describeStack(cloudTarget(), 'web');
    clock.now += 30 * 60_000;
    await deployer.describeStack(cloudTarget(), 'web');
    expect(sts).toHaveReceivedCommandTimes(AssumeRoleCommand, 1);
    clock.now += 27 * 60_000; // 3 minutes left: too close to expiry to start a call on
    sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now, 'ASIAEXAMPLE2'));
    await deployer.describeStack(cloudTarget(), 'web');
    expect(sts).toHaveReceivedCommandTimes(AssumeRoleCommand, 2);
  });

  it('keeps one session per external id: another user never rides on a cached session', async () => {
    const { sessions, clock } = testSessions();
    sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
    cfn.on(DescribeStacksCommand).resolves(stackAnswer);
    const deployer = cloudFormationStackDeployer(sessions);
    await deployer.describeStack(cloudTarget(), 'web');
    await deployer.describeStack(cloudTarget({ externalId: 'user-other' }), 'web');
    expect(sts).toHaveReceivedCommandTimes(AssumeRoleCommand, 2);
    expect(sts).toHaveReceivedNthCommandWith(AssumeRoleCommand, 2, { ExternalId: 'user-other' });
  });

  it('renews credentials that AWS reports expired and retries the call once', async () => {
    const { sessions, clock } = testSessions();
    sts
      .on(AssumeRoleCommand)
      .resolvesOnce(assumeRoleAnswer(clock.now, 'ASIAOLD'))
      .resolves(assumeRoleAnswer(clock.now, 'ASIANEW'));
    cfn
      .on(DescribeStacksCommand)
      .rejectsOnce(cfnError('ExpiredToken', 'The security token included in the request is expired'))
      .resolves(stackAnswer);
    const stack = await cloudFormationStackDeployer(sessions).describeStack(cloudTarget(), 'web');
    expect(stack?.status).toBe('CREATE_COMPLETE');
    expect(sts).toHaveReceivedCommandTimes(AssumeRoleCommand, 2);
    expect(cfn).toHaveReceivedCommandTimes(DescribeStacksCommand, 2);
  });
});
