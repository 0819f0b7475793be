import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief, typesOfBrief } from '#test/fixtures/generation';

/**
 * "No X" means X is never built: not as what the brief asks for, and not as a part another
 * service would take by default (a function's dead-letter queue when the brief refuses SQS).
 */

describe('a refused service is not built as another service part', () => {
  it.each([
    "Publish deployment alerts to an SNS topic that triggers a function posting to Slack; we don't want SQS anywhere.",
    'An S3 upload triggers a Lambda function that writes the file details to DynamoDB. No SQS.',
    'A Lambda function reads uploads from S3 and writes to DynamoDB. SQS is not allowed.',
    'لامبدا تشتغل لما ينرفع ملف في S3 وتكتب في DynamoDB، وما نبي SQS أبد.',
    'دالة Lambda تعمل عند رفع ملف إلى S3 وتكتب في DynamoDB، دون SQS.',
    'lambda tshta3el lama yenrefe3 file fi S3 w tekteb fi dynamodb, ma nabi sqs',
    'a lamda function triggerd by S3 uploads writting to dynamodb, no sqs pls',
  ])('%s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types.has('AWS::Lambda::Function')).toBe(true);
    expect(types.has('AWS::SQS::Queue')).toBe(false);
  });

  it('keeps the dead-letter queue where the brief refuses nothing', () => {
    const types = typesOfBrief(
      'An S3 upload triggers a Lambda function that writes the file details to DynamoDB.',
    );
    expect(types.has('AWS::SQS::Queue')).toBe(true);
  });
});

describe('what a refused part costs is said', () => {
  it('says the functions keep no failed events', async () => {
    const { plan } = await architectDesignOfBrief(
      'An S3 upload triggers a Lambda function that writes to DynamoDB. No SQS.',
    );
    expect(plan.decisions.join('\n')).toMatch(/No dead-letter queues, as the brief refuses SQS/);
  });
});

describe('a refused design-wide part is an entry for its absence', () => {
  const ecs = {
    Cluster: { Type: 'AWS::ECS::Cluster' },
    Service: { Type: 'AWS::ECS::Service' },
  };
  it.each([
    ['Containers on ECS Fargate, without a load balancer or NAT gateway.', 'No NAT gateway'],
    ['ECS Fargate service; we do not want a load balancer or a NAT gateway.', 'No NAT gateway'],
    ['نبي ECS Fargate، بدون load balancer ولا NAT gateway.', 'بدون NAT gateway'],
    ['ECS fargate, bdoon load balancer wla nat gateway', 'No NAT gateway'],
    ['ecs fargate servce, no load balancr or nat gateway pls', 'No NAT gateway'],
  ])('%s', (brief, refusal) => {
    const without = checklistFor(brief, ecs);
    const withNat = checklistFor(brief, { ...ecs, Nat: { Type: 'AWS::EC2::NatGateway' } });
    expect(itemOf(without, 'service', /NAT gateway/)).toMatchObject({ requirement: refusal, status: 'met' });
    expect(itemOf(withNat, 'service', /NAT gateway/).status).toBe('not-met');
  });
});

describe('a refusal is read in the words each language gives it', () => {
  const alarmOn = (refusal: string) =>
    `An alarm on the Errors metric of our payment-webhook function, sent to an SNS topic. ${refusal}`;
  it.each([
    "Don't create a new Lambda function.",
    'la tsawi lambda jdeeda',
    'la tsawoon lambda jdeeda, el function mawjooda',
    'لا تسوي لامبدا جديدة.',
    'لا تنشئ دالة Lambda جديدة.',
  ])('%s', (refusal) => {
    const types = typesOfBrief(alarmOn(refusal));
    expect(types.has('AWS::CloudWatch::Alarm')).toBe(true);
    expect(types.has('AWS::Lambda::Function')).toBe(false);
  });
});
