import { CloudTrailClient, DescribeTrailsCommand, GetTrailStatusCommand } from '@aws-sdk/client-cloudtrail';
import {
  ConfigServiceClient,
  DescribeConfigurationRecorderStatusCommand,
} from '@aws-sdk/client-config-service';
import { EC2Client, GetEbsEncryptionByDefaultCommand } from '@aws-sdk/client-ec2';
import {
  GetDetectorCommand,
  GuardDutyClient,
  GuardDutyServiceException,
  ListDetectorsCommand,
} from '@aws-sdk/client-guardduty';
import {
  GetAccountPasswordPolicyCommand,
  GetAccountSummaryCommand,
  IAMClient,
  IAMServiceException,
} from '@aws-sdk/client-iam';
import { GetPublicAccessBlockCommand, S3ControlClient } from '@aws-sdk/client-s3-control';
import {
  DescribeHubCommand,
  SecurityHubClient,
  SecurityHubServiceException,
} from '@aws-sdk/client-securityhub';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudControlInventory } from '#functions/lib/adapters/aws/cloud-control-inventory';
import { assumeRoleAnswer, CUSTOMER_ACCOUNT, cloudTarget, testSessions } from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const iam = mockClient(IAMClient);
const trails = mockClient(CloudTrailClient);
const config = mockClient(ConfigServiceClient);
const guardDuty = mockClient(GuardDutyClient);
const hub = mockClient(SecurityHubClient);
const s3control = mockClient(S3ControlClient);
const ec2 = mockClient(EC2Client);

const serviceError = (
  Kind: typeof IAMServiceException | typeof GuardDutyServiceException | typeof SecurityHubServiceException,
  name: string,
  message: string,
  status = 400,
) => new Kind({ name, message, $fault: 'client', $metadata: { httpStatusCode: status } });

function facts(includeGlobal = true) {
  const { sessions, clock } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return cloudControlInventory(sessions).accountFacts(cloudTarget({ region: 'me-central-1' }), includeGlobal);
}

beforeEach(() => {
  for (const mock of [sts, iam, trails, config, guardDuty, hub, s3control, ec2]) mock.reset();
  trails.on(DescribeTrailsCommand).resolves({ trailList: [] });
  config.on(DescribeConfigurationRecorderStatusCommand).resolves({ ConfigurationRecordersStatus: [] });
  guardDuty.on(ListDetectorsCommand).resolves({ DetectorIds: [] });
  hub
    .on(DescribeHubCommand)
    .resolves({ HubArn: 'arn:aws:securityhub:me-central-1:444455556666:hub/default' });
  ec2.on(GetEbsEncryptionByDefaultCommand).resolves({ EbsEncryptionByDefault: false });
  iam.on(GetAccountSummaryCommand).resolves({ SummaryMap: { AccountMFAEnabled: 0 } });
  iam.on(GetAccountPasswordPolicyCommand).resolves({
    PasswordPolicy: {
      MinimumPasswordLength: 14,
      RequireSymbols: true,
      RequireNumbers: true,
      RequireUppercaseCharacters: true,
      RequireLowercaseCharacters: true,
    },
  });
  s3control.on(GetPublicAccessBlockCommand).resolves({
    PublicAccessBlockConfiguration: {
      BlockPublicAcls: true,
      IgnorePublicAcls: true,
      BlockPublicPolicy: true,
      RestrictPublicBuckets: true,
    },
  });
});

describe('account facts (AWS)', () => {
  it('counts a trail that logs this region: its own, or a multi-region trail from elsewhere', async () => {
    trails.on(DescribeTrailsCommand).resolves({
      trailList: [
        { Name: 'eu-only', TrailARN: 'arn:eu', HomeRegion: 'eu-west-1', IsMultiRegionTrail: false },
        { Name: 'org', TrailARN: 'arn:org', HomeRegion: 'us-east-1', IsMultiRegionTrail: true },
      ],
    });
    trails.on(GetTrailStatusCommand, { Name: 'arn:org' }).resolves({ IsLogging: true });
    trails.on(GetTrailStatusCommand, { Name: 'arn:eu' }).resolves({ IsLogging: true });
    const answer = await facts();
    expect(answer.regional.cloudTrailLogging).toBe(true);
    expect(trails).not.toHaveReceivedCommandWith(GetTrailStatusCommand, { Name: 'arn:eu' });

    trails.on(GetTrailStatusCommand, { Name: 'arn:org' }).resolves({ IsLogging: false });
    expect((await facts()).regional.cloudTrailLogging).toBe(false);
  });

  it('reads each service: recording Config, an enabled detector, Security Hub off, EBS default off', async () => {
    config
      .on(DescribeConfigurationRecorderStatusCommand)
      .resolves({ ConfigurationRecordersStatus: [{ name: 'default', recording: true }] });
    guardDuty.on(ListDetectorsCommand).resolves({ DetectorIds: ['d1', 'd2'] });
    guardDuty.on(GetDetectorCommand, { DetectorId: 'd1' }).resolves({ Status: 'DISABLED', ServiceRole: 'r' });
    guardDuty.on(GetDetectorCommand, { DetectorId: 'd2' }).resolves({ Status: 'ENABLED', ServiceRole: 'r' });
    hub
      .on(DescribeHubCommand)
      .rejects(
        serviceError(
          SecurityHubServiceException,
          'InvalidAccessException',
          'Account 444455556666 is not subscribed to AWS Security Hub',
          401,
        ),
      );
    const answer = await facts(false);
    expect(answer).toEqual({
      accountNumber: CUSTOMER_ACCOUNT,
      region: 'me-central-1',
      regional: {
        cloudTrailLogging: false,
        configRecording: true,
        guardDutyEnabled: true,
        securityHubEnabled: false,
        ebsEncryptionByDefault: false,
      },
      unreadable: [],
    });
    // the account-wide facts are read once per account, not in every region
    expect(iam).not.toHaveReceivedCommand(GetAccountSummaryCommand);
  });

  it('reads the account-wide facts: root MFA, no password policy, the account public access block', async () => {
    iam
      .on(GetAccountPasswordPolicyCommand)
      .rejects(
        serviceError(
          IAMServiceException,
          'NoSuchEntityException',
          'The Password Policy with domain name 444455556666 cannot be found.',
          404,
        ),
      );
    const answer = await facts(true);
    expect(answer.global).toEqual({
      rootMfaEnabled: false,
      passwordPolicy: undefined,
      s3PublicAccessBlock: {
        blockPublicAcls: true,
        ignorePublicAcls: true,
        blockPublicPolicy: true,
        restrictPublicBuckets: true,
      },
    });
    expect(s3control).toHaveReceivedCommandWith(GetPublicAccessBlockCommand, { AccountId: CUSTOMER_ACCOUNT });
  });

  it("turns a refused read into an unknown fact, with AWS's words, and reads the rest", async () => {
    guardDuty
      .on(ListDetectorsCommand)
      .rejects(
        serviceError(
          GuardDutyServiceException,
          'AccessDeniedException',
          'not authorized to perform: guardduty:ListDetectors',
          403,
        ),
      );
    const answer = await facts(false);
    expect(answer.regional.guardDutyEnabled).toBeNull();
    expect(answer.regional.securityHubEnabled).toBe(true);
    expect(answer.unreadable).toEqual([
      {
        fact: 'guardduty',
        error: 'AccessDeniedException',
        message: 'not authorized to perform: guardduty:ListDetectors',
      },
    ]);
  });
});
