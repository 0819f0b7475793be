import { DescribeRegionsCommand, EC2Client, EC2ServiceException } from '@aws-sdk/client-ec2';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudControlInventory } from '#functions/lib/adapters/aws/cloud-control-inventory';
import { CloudError } from '#functions/lib/ports/cloud-error';
import { assumeRoleAnswer, CUSTOMER_ACCOUNT, cloudTarget, testSessions } from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const ec2 = mockClient(EC2Client);

const ec2Error = (name: string, message: string, status = 400) =>
  new EC2ServiceException({
    name,
    message,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
  });

function inventory() {
  const { sessions, clock, retry } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return { reader: cloudControlInventory(sessions), retry };
}

beforeEach(() => {
  sts.reset();
  ec2.reset();
});

describe('enabled regions through EC2 DescribeRegions (AWS)', () => {
  it('asks for enabled regions only, as the linked role in the target region, and answers them sorted', async () => {
    ec2.on(DescribeRegionsCommand).resolves({
      Regions: [
        {
          RegionName: 'us-east-1',
          OptInStatus: 'opt-in-not-required',
          Endpoint: 'ec2.us-east-1.amazonaws.com',
        },
        { RegionName: 'me-south-1', OptInStatus: 'opted-in', Endpoint: 'ec2.me-south-1.amazonaws.com' },
        {
          RegionName: 'eu-west-1',
          OptInStatus: 'opt-in-not-required',
          Endpoint: 'ec2.eu-west-1.amazonaws.com',
        },
        // not switched on by the owner: never scanned, even if an answer carried it
        { RegionName: 'af-south-1', OptInStatus: 'not-opted-in', Endpoint: 'ec2.af-south-1.amazonaws.com' },
      ],
    });
    const { reader } = inventory();
    const regions = await reader.enabledRegions(cloudTarget({ region: 'me-central-1' }));
    expect(regions).toEqual(['eu-west-1', 'me-south-1', 'us-east-1']);
    expect(ec2).toHaveReceivedCommandTimes(DescribeRegionsCommand, 1);
    expect(ec2).toHaveReceivedCommandWith(DescribeRegionsCommand, {
      Filters: [{ Name: 'opt-in-status', Values: ['opt-in-not-required', 'opted-in'] }],
    });
    const input = ec2.commandCalls(DescribeRegionsCommand)[0].args[0].input;
    expect(input.AllRegions).toBeUndefined();
    expect(sts).toHaveReceivedCommandWith(AssumeRoleCommand, {
      RoleArn: `arn:aws:iam::${CUSTOMER_ACCOUNT}:role/SahabAccessRole`,
      ExternalId: 'user-7f3a',
    });
    const client = ec2.call(0).thisValue as EC2Client;
    expect(await client.config.region()).toBe('me-central-1');
  });

  it("answers a refusal as an access-denied CloudError in AWS's words", async () => {
    ec2
      .on(DescribeRegionsCommand)
      .rejects(ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.', 403));
    const { reader } = inventory();
    const refused = await reader.enabledRegions(cloudTarget()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CloudError);
    expect(refused).toMatchObject({
      kind: 'access-denied',
      code: 'UnauthorizedOperation',
      message: 'You are not authorized to perform this operation.',
    });
  });

  it('backs off and retries throttling, and throws it as throttled once the retries are spent', async () => {
    ec2
      .on(DescribeRegionsCommand)
      .rejectsOnce(ec2Error('RequestLimitExceeded', 'Request limit exceeded.', 503))
      .resolves({ Regions: [{ RegionName: 'us-east-1', OptInStatus: 'opt-in-not-required' }] });
    const first = inventory();
    expect(await first.reader.enabledRegions(cloudTarget())).toEqual(['us-east-1']);
    expect(first.retry.delays).toHaveLength(1);

    ec2.reset();
    ec2.on(DescribeRegionsCommand).rejects(ec2Error('RequestLimitExceeded', 'Request limit exceeded.', 503));
    const second = inventory();
    await expect(second.reader.enabledRegions(cloudTarget())).rejects.toMatchObject({
      kind: 'throttled',
      code: 'RequestLimitExceeded',
    });
    expect(second.retry.delays).toHaveLength(second.retry.attempts - 1);
  });
});
