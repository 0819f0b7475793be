import { type AccountRule, regionalFactRule } from './account-rule';

export const accountS3PublicAccessBlock: AccountRule = {
  id: 'account-s3-public-access-block',
  scope: 'global',
  severity: 'high',
  title: 'S3 Block Public Access is on for the whole account',
  description:
    'The account-level block stops any bucket, present or future, from being made public by mistake.',
  remediation:
    'Turn on all four S3 Block Public Access settings at the account level (S3 > Block Public Access settings for this account).',
  evaluate(facts) {
    if (!facts.global) return { status: 'not_applicable' };
    const block = facts.global.s3PublicAccessBlock;
    if (block === null)
      return { status: 'unknown', reason: 'the account public access block could not be read' };
    const on = block && Object.values(block).every(Boolean);
    return on
      ? { status: 'pass' }
      : {
          status: 'fail',
          message: `Account ${facts.accountNumber} does not block public access to S3 at the account level.`,
        };
  },
};

export const accountEbsDefaultEncryption = regionalFactRule({
  id: 'account-ebs-default-encryption',
  severity: 'high',
  title: 'New EBS volumes are encrypted by default in every region scanned',
  description: 'With default encryption on, no volume or snapshot can be created unencrypted by mistake.',
  remediation:
    'Turn on EBS encryption by default in this region (EC2 > Settings > Data protection and security).',
  fact: 'ebsEncryptionByDefault',
  failure: 'EBS encryption by default is off in',
  readOf: 'the EBS default encryption setting',
});
