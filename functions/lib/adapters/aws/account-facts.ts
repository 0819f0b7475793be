import { CloudTrailClient, DescribeTrailsCommand, GetTrailStatusCommand } from '@aws-sdk/client-cloudtrail';
import {
  ConfigServiceClient,
  DescribeConfigurationRecorderStatusCommand,
} from '@aws-sdk/client-config-service';
import { EC2Client, GetEbsEncryptionByDefaultCommand } from '@aws-sdk/client-ec2';
import { GetDetectorCommand, GuardDutyClient, ListDetectorsCommand } from '@aws-sdk/client-guardduty';
import { GetAccountPasswordPolicyCommand, GetAccountSummaryCommand, IAMClient } from '@aws-sdk/client-iam';
import { GetPublicAccessBlockCommand, S3ControlClient } from '@aws-sdk/client-s3-control';
import { DescribeHubCommand, SecurityHubClient } from '@aws-sdk/client-securityhub';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { AccountFacts } from '#shared/compliance/account/index';
import { toCloudError } from './aws-errors';
import type { AwsCredentialIdentity, RoleSessions } from './role-sessions';

type Client = { region: string; credentials: AwsCredentialIdentity; maxAttempts: 1 };

/** Errors that mean "not set up", which is the fact itself rather than a failed read. */
const ABSENT = new Set(['NoSuchEntityException', 'NoSuchEntity', 'NoSuchPublicAccessBlockConfiguration']);
const HUB_OFF = new Set(['InvalidAccessException', 'ResourceNotFoundException']);

/**
 * The account-level facts, each through its own read-only call as the linked role. A refused read
 * becomes null (the rule then cannot evaluate) and is listed in `unreadable` with AWS's words.
 */
export async function readAccountFacts(
  sessions: RoleSessions,
  target: RegionalTarget,
  includeGlobal: boolean,
): Promise<AccountFacts> {
  const accountNumber = /^arn:aws:iam::(\d{12}):/.exec(target.roleArn)?.[1] ?? '';
  const unreadable: AccountFacts['unreadable'] = [];
  const cfg = (credentials: AwsCredentialIdentity): Client => ({
    region: target.region,
    credentials,
    maxAttempts: 1,
  });
  /** Runs one read; absent: what a "not configured" error means; null when refused. */
  async function read<T>(
    fact: string,
    call: (c: Client) => Promise<T>,
    absent?: { codes: Set<string>; value: T },
  ): Promise<T | null> {
    try {
      return await sessions.run(target, (credentials) => call(cfg(credentials)));
    } catch (error) {
      const failure = toCloudError(error);
      if (absent?.codes.has(failure.code)) return absent.value;
      unreadable.push({ fact, error: failure.code, message: failure.message });
      return null;
    }
  }

  const regional = {
    cloudTrailLogging: await read('cloudtrail', async (c) => {
      const trails = new CloudTrailClient(c);
      const { trailList = [] } = await trails.send(new DescribeTrailsCommand({ includeShadowTrails: true }));
      for (const trail of trailList) {
        if (!trail.IsMultiRegionTrail && trail.HomeRegion !== target.region) continue;
        const status = await trails.send(new GetTrailStatusCommand({ Name: trail.TrailARN ?? trail.Name }));
        if (status.IsLogging) return true;
      }
      return false;
    }),
    configRecording: await read('config', async (c) => {
      const answer = await new ConfigServiceClient(c).send(
        new DescribeConfigurationRecorderStatusCommand({}),
      );
      return (answer.ConfigurationRecordersStatus ?? []).some((r) => r.recording === true);
    }),
    guardDutyEnabled: await read('guardduty', async (c) => {
      const client = new GuardDutyClient(c);
      const { DetectorIds = [] } = await client.send(new ListDetectorsCommand({}));
      for (const DetectorId of DetectorIds) {
        const detector = await client.send(new GetDetectorCommand({ DetectorId }));
        if (detector.Status === 'ENABLED') return true;
      }
      return false;
    }),
    securityHubEnabled: await read(
      'securityhub',
      async (c) => {
        await new SecurityHubClient(c).send(new DescribeHubCommand({}));
        return true;
      },
      { codes: HUB_OFF, value: false },
    ),
    ebsEncryptionByDefault: await read('ebs-default-encryption', async (c) => {
      const answer = await new EC2Client(c).send(new GetEbsEncryptionByDefaultCommand({}));
      return answer.EbsEncryptionByDefault === true;
    }),
  };
  if (!includeGlobal) return { accountNumber, region: target.region, regional, unreadable };

  const global = {
    rootMfaEnabled: await read('root-mfa', async (c) => {
      const { SummaryMap = {} } = await new IAMClient(c).send(new GetAccountSummaryCommand({}));
      return SummaryMap.AccountMFAEnabled === 1;
    }),
    passwordPolicy: await read(
      'password-policy',
      async (c) => {
        const { PasswordPolicy: p } = await new IAMClient(c).send(new GetAccountPasswordPolicyCommand({}));
        if (!p) return undefined;
        return {
          minimumLength: p.MinimumPasswordLength ?? 0,
          requireSymbols: p.RequireSymbols ?? false,
          requireNumbers: p.RequireNumbers ?? false,
          requireUppercase: p.RequireUppercaseCharacters ?? false,
          requireLowercase: p.RequireLowercaseCharacters ?? false,
          ...(p.MaxPasswordAge !== undefined && { maxAgeDays: p.MaxPasswordAge }),
          ...(p.PasswordReusePrevention !== undefined && { reusePrevention: p.PasswordReusePrevention }),
        };
      },
      { codes: ABSENT, value: undefined },
    ),
    s3PublicAccessBlock: await read(
      's3-public-access-block',
      async (c) => {
        const answer = await new S3ControlClient(c).send(
          new GetPublicAccessBlockCommand({ AccountId: accountNumber }),
        );
        const b = answer.PublicAccessBlockConfiguration ?? {};
        return {
          blockPublicAcls: b.BlockPublicAcls ?? false,
          ignorePublicAcls: b.IgnorePublicAcls ?? false,
          blockPublicPolicy: b.BlockPublicPolicy ?? false,
          restrictPublicBuckets: b.RestrictPublicBuckets ?? false,
        };
      },
      { codes: ABSENT, value: undefined },
    ),
  };
  return { accountNumber, region: target.region, global, regional, unreadable };
}
