import { describe, expect, it } from 'vitest';
import { refusalsOf } from '#shared/generation/reading/negation';
import { resourcesOfBrief } from '#test/fixtures/generation';

const refused = (brief: string) => [...refusalsOf(brief.toLowerCase()).refused_by.keys()];

describe('a negation refuses the noun it reaches, not a service named to qualify it', () => {
  it('keeps the bucket of "our own KMS key, not the S3 default"', () => {
    const brief =
      'A versioned S3 bucket for scan archives. Encrypt it with our own KMS key, not the S3 default. No CDN.';
    expect(refused(brief)).not.toContain('s3');
    expect(refused(brief)).toContain('cloudfront');
    expect(resourcesOfBrief(brief).some((r) => r.type === 'AWS::S3::Bucket')).toBe(true);
  });

  it.each([
    ['We use SNS for fan-out, not the SQS queue.', 'sqs'],
    ["Please don't add the Lambda functions; a Fargate service does the work.", 'lambda'],
    ['No S3 bucket, keep everything in DynamoDB.', 's3'],
    ['Not the Kafka cluster please, just SQS.', 'msk'],
  ])('still refuses a service named as the thing itself: %s', (brief, id) => {
    expect(refused(brief)).toContain(id);
  });
});
