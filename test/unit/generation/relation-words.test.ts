import { describe, expect, it } from 'vitest';
import { chiefArchitect } from '#functions/lib/generation/architects';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

const read = (brief: string) => {
  const requirements = requirementsFromBrief({ prompt: brief });
  return {
    kinds: requirements.workloads.map((w) => w.kind),
    services: (requirements.services ?? []).map((s) => s.service),
  };
};

/**
 * Words that name what happens, not what is built: "API calls" CloudTrail records are activity,
 * not an API to host; a chat product's webhook the design posts to is outside it, not an API
 * Gateway; "an EventBridge schedule" is one schedule, not an event bus beside a schedule.
 */
describe('relation and activity words are not services', () => {
  it.each([
    'Alert the security team by email when CloudTrail records API calls that delete an S3 bucket.',
    'Record every API call in the account with CloudTrail and keep the logs for a year.',
    'سجل كل API calls في الحساب عبر CloudTrail',
    'log all api cals with cloudtrail into a bucket',
  ])('API calls are activity: %s', (brief) => {
    const { kinds, services } = read(brief);
    expect(kinds).not.toContain('api');
    expect(services).not.toContain('api-gateway');
  });

  it.each([
    'When a message lands in the SQS queue, a Lambda posts it to our Slack webhook.',
    'A function that sends a message to our Microsoft Teams incoming webhook whenever a build fails.',
    'لما يوصل تنبيه على SNS topic، دالة Lambda ترسله على Slack webhook حقنا',
    'a lambda that forwards alarms to the teams incomming webhook',
  ])('a chat webhook the design posts to is outside it: %s', (brief) => {
    const { kinds, services } = read(brief);
    expect(kinds).not.toContain('api');
    expect(services).not.toContain('api-gateway');
    expect(services).toContain('lambda');
  });

  it.each([
    ['An EventBridge schedule runs our CodeBuild project every night at 2 AM.', 'codebuild'],
    [
      'Every Sunday an EventBridge schedule starts the Step Functions workflow that archives old orders.',
      'step-functions',
    ],
    ['جدول EventBridge يشغل مشروع CodeBuild كل ليلة الساعة 2', 'codebuild'],
    ['an eventbridge schedle that kicks off the AWS Batch job hourly', 'batch'],
  ])('an EventBridge schedule is a schedule, not a bus: %s', (brief, target) => {
    const requirements = requirementsFromBrief({ prompt: brief });
    const services = requirements.services ?? [];
    const named = (id: string) => services.find((s) => s.service === id)?.name;
    expect(services.map((s) => s.service)).not.toContain('eventbridge');
    expect(requirements.connections).toContainEqual(
      expect.objectContaining({ from: named('eventbridge-scheduler'), to: named(target) }),
    );
  });
});

/** A workflow that waits for hours waits; it does not run for hours: a state machine, not a task. */
describe('waiting is not running', () => {
  it.each([
    "A workflow that waits up to 24 hours for a manager's approval before paying the claim.",
    'an invoicing workflow that pauses up to 3 days until finance approves, then pays the invoice',
    'سير عمل ينتظر موافقة المدير حتى 24 ساعة قبل صرف المطالبة',
    'a workflow waiting for up to 48 hours for the customer to sign',
  ])('%s', async (brief) => {
    const requirements = await chiefArchitect({ prompt: brief }, { model: offlinePlanner() });
    expect((requirements.services ?? []).map((s) => s.service)).toContain('step-functions');
    expect(requirements.stated?.run_seconds ?? 0).toBeLessThanOrEqual(900);
  });
});

/** What a server is said to run is software on it ("EC2 instances running a batch scheduler"), not a service beside it. */
describe('what a server runs is its software', () => {
  it.each([
    'Two EC2 instances running a batch scheduler, without any load balancer in front.',
    'One t3.small EC2 instance running a cron scheduler for our reports.',
    '3 ec2 instances running our job scheduler, no load balancer',
    'خادم EC2 واحد يشغل scheduler خاص فينا للتقارير',
  ])('%s', (brief) => {
    const requirements = requirementsFromBrief({ prompt: brief });
    const services = (requirements.services ?? []).map((s) => s.service);
    const kinds = requirements.workloads.map((w) => w.kind);
    expect(services.includes('ec2-instance') || kinds.includes('web-app')).toBe(true);
    expect(services).not.toContain('eventbridge-scheduler');
    expect(services).not.toContain('lambda');
  });
});

/** Translating from one language to another is machine translation, however it is said. */
describe('translation between languages is Amazon Translate', () => {
  it.each([
    'Translate product descriptions from English to Arabic automatically when the catalogue changes.',
    'نريد ترجمة رسائل العملاء من العربية إلى الإنجليزية تلقائياً',
    'ابي ترجمة تلقائية للتعليقات من الانجليزي للعربي',
    'translte the reviews from french into english',
  ])('%s', (brief) => {
    const services = (requirementsFromBrief({ prompt: brief }).services ?? []).map((s) => s.service);
    expect(services).toContain('translate');
  });
});

/**
 * A delivery stream is fed from outside the design (agents, applications, log subscriptions): a
 * brief that names no producer gets none invented, while one it names stays.
 */
describe('what the outside feeds gets no invented function', () => {
  it.each([
    'Collect application logs with Kinesis Data Firehose and deliver them to an S3 bucket, compressed.',
    'عندنا logs من الـ web servers نبغى نرسلها لـ S3 عن طريق Kinesis Firehose',
    'نريد تجميع سجلات التطبيقات عبر Kinesis Data Firehose وتسليمها إلى S3',
    'stream our clickstream events into s3 with a firehose delivery stream',
  ])('%s', (brief) => {
    const services = (requirementsFromBrief({ prompt: brief }).services ?? []).map((s) => s.service);
    expect(services).toContain('firehose');
    expect(services).not.toContain('lambda');
  });

  it('a producer the brief names stays', () => {
    const services = (
      requirementsFromBrief({ prompt: 'A Lambda function writes each order event to Kinesis Data Firehose.' })
        .services ?? []
    ).map((s) => s.service);
    expect(services).toEqual(expect.arrayContaining(['lambda', 'firehose']));
  });
});
