import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { architectDesignOfBrief, resourcesOfBrief } from '#test/fixtures/generation';

const typesOf = (brief: string) => resourcesOfBrief(brief).map((r) => r.type);

/** A database named on its own is used by applications outside the design: no function is invented to call it. */
describe('a database named alone', () => {
  it.each([
    'DocumentDB cluster صغير للـ dev، instance وحدة db.t3.medium.',
    'A DocumentDB cluster for our mobile app profiles, 2 instances',
    'نبي MemoryDB للجلسات',
  ])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types.some((t) => /^AWS::(DocDB|MemoryDB)::/.test(t))).toBe(true);
    expect(types).not.toContain('AWS::Lambda::Function');
  });
});

/**
 * A thing the account has, said in Arabizi ("lambda function mawjooda"), is referred to, not
 * built; and the name it is given ("esmha payment-webhook", "called payment-webhook") asks for
 * nothing its letters spell (no API for "webhook").
 */
describe('what the account has, named', () => {
  it.each([
    '3indna lambda function mawjooda esmha payment-webhook. abi alarm yetla3 lw el Errors zadat 3an 5 fi 5 dgayg, w yersel 3la SNS topic esmah payments-alerts.',
    'We already have a Lambda function called payment-webhook. Add an alarm when its errors go above 5 in 5 minutes, notifying the SNS topic payments-alerts.',
  ])('%s', async (brief) => {
    const { resources } = await architectDesignOfBrief(brief);
    const types = resources.map((r) => r.type);
    expect(types).toContain('AWS::CloudWatch::Alarm');
    expect(
      types.filter((t) => /^AWS::(Lambda::Function|ApiGateway::RestApi|ApiGatewayV2::Api)$/.test(t)),
    ).toEqual([]);
  });
});

/** An alert when the AWS bill passes an amount, in Gulf Arabic ("عدّت"), is a budget: nothing else is built. */
describe('a bill alert in Gulf Arabic', () => {
  it.each([
    'أبي تنبيه بس إذا فاتورة AWS حقتنا عدّت ١٥٠٠ ريال بالشهر، يوصل على إيميل it@clinic.sa. ما أبي سيرفرات ولا أي شي ثاني.',
    'نبي ايميل لو الفاتورة عدت 500 دولار في الشهر',
  ])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types).toContain('AWS::Budgets::Budget');
    expect(types.filter((t) => /^AWS::(Lambda|EC2|RDS)::/.test(t))).toEqual([]);
  });
});

/** "سيرفرلس" is serverless written in Arabic letters, not a server. */
describe('serverless in Arabic letters', () => {
  it.each(['نبي API سيرفرلس بلامدا وداينمو'])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types.filter((t) => /^AWS::(EC2::Instance|AutoScaling::AutoScalingGroup)$/.test(t))).toEqual([]);
  });
});

/** The rules users' passwords follow are the sign-in's settings, not a secret to keep; a password to keep is one. */
describe("users' password rules are no secret", () => {
  it.each([
    'Cognito user pool for our customers with MFA required, password minimum 12 characters',
    'user sign-in with strong passwords and a password policy of at least 14 characters',
  ])('%s', (brief) => {
    const services = (requirementsFromBrief({ prompt: brief }).services ?? []).map((s) => s.service);
    expect(services).not.toContain('secrets-manager');
  });

  it('keeps a password the system must hold as a secret', () => {
    const brief = 'A Lambda that calls the courier API with a password we must keep safe';
    const services = (requirementsFromBrief({ prompt: brief }).services ?? []).map((s) => s.service);
    expect(services).toContain('secrets-manager');
  });
});
