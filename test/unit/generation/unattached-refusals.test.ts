import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * Words that refuse a thing or say the account has it, written where the reader used to lose them:
 * after a relative word ("our ECS service that is already running"), inside a parenthesis after
 * the thing ("Secrets Manager ... (already exists, do not create it)"), or as an idiom after it
 * ("Kafka is off the table"). The ledger's entry for the thing is met only while the template
 * does not build it: a template that builds it is not what the brief asked.
 */
const entryOf = (brief: string, resources: Record<string, { Type: string }>, service: RegExp) =>
  // arrange / act
  itemOf(checklistFor(brief, resources), 'service', service);

describe('a thing the account already has, said after a relative word or in a parenthesis', () => {
  it.each([
    [
      'English, "that is already running"',
      'Add a Parameter Store entry /school/flags. It is read by our ECS service that is already running in production.',
    ],
    [
      'English, "which is already deployed"',
      'A parameter /shop/config in Parameter Store, read by the ECS service which is already deployed.',
    ],
    [
      'MSA, "التي تعمل حالياً"',
      'نريد معاملاً في Parameter Store باسم /school/flags تقرؤه خدمة ECS التي تعمل حالياً في الإنتاج.',
    ],
    ['Gulf, "اللي شغالة حالياً"', 'نبي باراميتر في Parameter Store تقراه خدمة ECS اللي شغالة حالياً.'],
    [
      'English, a move refused ("don\'t touch or recreate")',
      "A parameter /portal/flags read by our ECS service that is already running - please don't touch or recreate the service, just the parameter.",
    ],
    [
      'English with a slip, ", which is allready running,"',
      'Our ECS service, which is allready running, reads the parameter /portal/flags from Parameter Store.',
    ],
  ])('%s: ECS is not built again', (_, brief) => {
    const built = entryOf(brief, { Svc: { Type: 'AWS::ECS::Service' } }, /ECS/);
    const left = entryOf(brief, {}, /ECS/);
    // assert
    expect(built.status).not.toBe('met');
    expect(left.status).toBe('met');
  });

  it.each([
    [
      'English',
      'The database password lives in Secrets Manager as prod/payments-key (already exists, do not create it). A Lambda reads it.',
    ],
    [
      'Gulf mixed',
      'الـ API key محفوظ في Secrets Manager باسم partner-bank/api-key (موجود already، لا تنشئونه). Lambda تقراه كل يوم.',
    ],
    [
      'Arabizi',
      'el password m7foo6 f Secrets Manager esmo prod/db (mawjood already). Lambda t8raah kil sa3a.',
    ],
    [
      'MSA',
      'كلمة المرور مخزنة في Secrets Manager باسم prod/db (وهي موجودة مسبقاً). دالة لامدا تقرؤها كل ساعة.',
    ],
  ])('%s: a secret said to exist in a parenthesis is not built', (_, brief) => {
    const built = entryOf(
      brief,
      { Secret: { Type: 'AWS::SecretsManager::Secret' }, Fn: { Type: 'AWS::Lambda::Function' } },
      /Secrets Manager/,
    );
    // assert
    expect(built.status).not.toBe('met');
  });
});

describe('a thing refused by words after it', () => {
  it.each([
    ['English, "off the table"', 'Our ERP only speaks JMS, so Kafka is off the table. Give us Amazon MQ.'],
    ['English, "not an option"', 'Kafka is not an option for us; an Amazon MQ broker for ActiveMQ please.'],
    ['English, "ruled out"', 'MSK is ruled out by our architects. We need Amazon MQ with ActiveMQ.'],
    ['MSA, "غير وارد"', 'استخدام Kafka غير وارد لأن نظامنا يتكلم JMS فقط، نريد Amazon MQ.'],
    ['Gulf, "مو وارد"', 'الكافكا مو وارد عندنا، نبي Amazon MQ بس.'],
    ['MSA, "مستبعد"', 'خيار Kafka مستبعد تماماً، والمطلوب وسيط Amazon MQ.'],
    [
      'English, ", which is ruled out,"',
      'We looked at MSK, which is ruled out by security, so an Amazon MQ broker please.',
    ],
    ['Arabizi, "mustab3ad"', 'el kafka mustab3ad, nbi amazon mq broker'],
    ['Arabizi mixed, "mo wared"', 'Amazon MQ please; MSK mo wared 3indna.'],
  ])('%s: Kafka is refused', (_, brief) => {
    const built = entryOf(brief, { Kafka: { Type: 'AWS::MSK::Cluster' } }, /MSK/);
    const left = entryOf(brief, { Broker: { Type: 'AWS::AmazonMQ::Broker' } }, /MSK/);
    // assert
    expect(built.status).not.toBe('met');
    expect(left.status).toBe('met');
  });
});

describe('words of existence that open a clause of their own about something else', () => {
  it('English: "PostgreSQL on RDS, and we have 500 users" still asks for RDS', () => {
    const built = entryOf(
      'A booking site on PostgreSQL on RDS, and we have 500 users a day.',
      { Db: { Type: 'AWS::RDS::DBInstance' } },
      /RDS/,
    );
    // assert
    expect(built.status).toBe('met');
  });
});
