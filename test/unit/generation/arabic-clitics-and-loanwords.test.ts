import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The first resource of a type in the brief's template, or undefined. */
const first = (brief: string, type: string) => designOfBrief(brief).resources.find((r) => r.type === type);
const types = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

describe('a setting written with its possessive attached ("مهلتها": its timeout)', () => {
  it.each([
    [
      'MSA, a number word and Arabic-Indic digits',
      'دالة Lambda مهلتها تسعون ثانية وذاكرتها ١٠٢٤ ميغابايت',
      90,
      1024,
    ],
    ['Gulf, a dual', 'ابي لامدا ذاكرتها 2048 ميغابايت ومهلتها دقيقتين', 120, 2048],
    ['mixed', 'Lambda function ذاكرتها 256 ميغابايت، ومهلتها 45 ثانية', 45, 256],
  ])('%s', (_, brief, timeout, memory) => {
    const fn = first(brief, 'AWS::Lambda::Function');
    expect(fn?.props.Timeout).toBe(timeout);
    expect(fn?.props.MemorySize).toBe(memory);
  });
});

describe('service words written as they sound in Gulf Arabic', () => {
  it('reads "باك اب" (backup) as the retention of a cluster\'s backups', () => {
    expect(
      first('Aurora MySQL كلستر والباك اب ١٠ أيام', 'AWS::RDS::DBCluster')?.props.BackupRetentionPeriod,
    ).toBe(10);
  });

  it('reads "ستيب فنكشن" (a Step Functions state machine) in the singular and with a typo', () => {
    expect(types('نبي ستيب فنكشن تستدعي دالة لامدا')).toContain('AWS::StepFunctions::StateMachine');
    expect(types('ابغى ستب فنكشن فيها خطوتين')).toContain('AWS::StepFunctions::StateMachine');
  });

  it('reads a translating function, in MSA and Gulf, as one that may call Amazon Translate', () => {
    for (const brief of [
      'دالة لامدا تترجم تعليقات العملاء إلى الإنجليزية',
      'نبي لامدا تسوي ترجمة للرسايل من عربي لانجليزي',
    ]) {
      const policies = designOfBrief(brief)
        .resources.filter((r) => r.type === 'AWS::IAM::Role' || r.type === 'AWS::IAM::Policy')
        .map((r) => JSON.stringify(r.props));
      expect(policies.join(' '), brief).toContain('translate:TranslateText');
    }
  });
});

describe('web servers named in Arabic, as in English', () => {
  it.each([
    ['MSA, a number word', 'أربعة خوادم ويب خلف موازن أحمال مع قاعدة بيانات', '4'],
    ['Gulf, Arabic-Indic digits', 'ابي ٣ سيرفرات ويب ورا لود بالانسر', '3'],
    ['Gulf, a dual', 'ابي سيرفرين ويب ورا لود بالانسر', '2'],
  ])('%s: a fleet of that many behind the load balancer', (_, brief, count) => {
    const fleet = first(brief, 'AWS::AutoScaling::AutoScalingGroup');
    expect(fleet?.props.DesiredCapacity).toBe(count);
    expect(types(brief)).toContain('AWS::ElasticLoadBalancingV2::LoadBalancer');
  });

  it('keeps one web server one server', () => {
    expect(types('سيرفر ويب واحد')).toContain('AWS::EC2::Instance');
    expect(types('سيرفر ويب واحد')).not.toContain('AWS::AutoScaling::AutoScalingGroup');
  });
});

describe('a worker named in Arabic', () => {
  it.each([
    ['MSA', 'طابور للطلبات الجديدة، وعامل يعالجها واحدة تلو الأخرى'],
    ['Gulf, a loanword', 'نبي كيو للطلبات ووركر يسحب منها'],
  ])('%s: a function consumes the queue', (_, brief) => {
    expect(types(brief)).toContain('AWS::Lambda::EventSourceMapping');
  });

  it('leaves "تعامل" (dealing with) alone', () => {
    expect(types('نتعامل مع الطلبات يدويا في لوحة تحكم')).not.toContain('AWS::SQS::Queue');
  });
});

describe('a time of day between a service and its verb', () => {
  it.each([
    ['English', 'A Lambda function runs every hour and publishes a summary to an SNS topic'],
    ['MSA', 'دالة Lambda تعمل كل ليلة وترسل التقرير إلى موضوع SNS'],
    ['Gulf', 'نبي لامدا تشتغل كل ساعة وتنشر ملخص في توبك SNS'],
  ])('%s: the service publishes, not the schedule', (_, brief) => {
    const edges = designOfBrief(brief).edges.map((e) => `${e.from}->${e.to}`);
    expect(edges).toContain('Handler->Topic');
    expect(edges).not.toContain('Schedule->Topic');
  });
});
