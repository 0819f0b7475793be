/**
 * Account-level facts no resource carries (spec issue 10, section 1): read through their own
 * read-only calls (IAM, CloudTrail, Config, GuardDuty, Security Hub, S3 Control, EC2) and checked by
 * the account rules beside this file. `null` anywhere means the fact could not be read; the rule
 * then says it could not evaluate, never that it passed.
 */
export interface PasswordPolicyFacts {
  minimumLength: number;
  requireSymbols: boolean;
  requireNumbers: boolean;
  requireUppercase: boolean;
  requireLowercase: boolean;
  /** days; 0 or absent: passwords never expire */
  maxAgeDays?: number;
  reusePrevention?: number;
}

export interface PublicAccessBlockFacts {
  blockPublicAcls: boolean;
  ignorePublicAcls: boolean;
  blockPublicPolicy: boolean;
  restrictPublicBuckets: boolean;
}

/** Facts of the whole account (IAM and S3 Control are global). */
export interface GlobalAccountFacts {
  rootMfaEnabled: boolean | null;
  /** undefined: no password policy is set (IAM NoSuchEntity); null: could not read */
  passwordPolicy: PasswordPolicyFacts | undefined | null;
  /** undefined: no account-level block is set; null: could not read */
  s3PublicAccessBlock: PublicAccessBlockFacts | undefined | null;
}

/** Facts of one region of the account. */
export interface RegionalAccountFacts {
  /** a trail that logs this region (a multi-region trail from any home region counts) */
  cloudTrailLogging: boolean | null;
  configRecording: boolean | null;
  guardDutyEnabled: boolean | null;
  securityHubEnabled: boolean | null;
  ebsEncryptionByDefault: boolean | null;
}

export interface AccountFacts {
  accountNumber: string;
  region: string;
  /** present once per account (on its first scanned region) */
  global?: GlobalAccountFacts;
  regional: RegionalAccountFacts;
  /** reads that were refused, by the fact they would have answered, in AWS's words */
  unreadable: { fact: string; error: string; message: string }[];
}

/** The pseudo resource type the account rules read: one per account and region scanned. */
export const ACCOUNT_RESOURCE_TYPE = 'Sahab::Account::Posture';
