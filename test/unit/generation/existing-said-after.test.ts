import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * Words of existence said after a thing in a relative clause ("our ECS service that is already
 * running") or in a parenthesis right after it ("Secrets Manager (موجود already)") speak of that
 * thing: it is referred to, never built again.
 */

const typesOf = async (brief: string) =>
  new Set((await architectDesignOfBrief(brief)).resources.map((r) => r.type));

describe('a thing the brief says exists, in a clause or a parenthesis after it', () => {
  it.each([
    'We need one SSM parameter /shop/prod/flags. It is read by our ECS service that is already running in production.',
    'A Parameter Store entry /hr/config, read by the ECS service which is already deployed.',
    'ssm parameter /erp/flags for the ecs servise that is allready running',
  ])('an ECS service that runs already: %s', async (brief) => {
    const types = await typesOf(brief);
    expect(types).toContain('AWS::SSM::Parameter');
    expect(types).not.toContain('AWS::ECS::Service');
  });

  it.each([
    'كل يوم الساعة 5 الفجر، Lambda تقرا المفتاح من Secrets Manager باسم bank/api-key (موجود، لا تنشئونه) وتحفظ الملف في S3.',
    'A nightly Lambda reads the token from Secrets Manager secret partner/token (already exists) and writes the file to S3.',
    'يومياً الساعة الخامسة تقرأ دالة Lambda السر من Secrets Manager باسم erp/key (موجود مسبقاً) وتكتب الملف في S3.',
  ])('a secret that exists: %s', async (brief) => {
    const types = await typesOf(brief);
    expect(types).toContain('AWS::Lambda::Function');
    expect(types).not.toContain('AWS::SecretsManager::Secret');
  });

  it('still builds what a relative clause says is to be built', async () => {
    const types = await typesOf(
      'An SSM parameter read by an ECS service that runs 2 tasks behind a load balancer.',
    );
    expect(types).toContain('AWS::ECS::Service');
  });

  it.each([
    'A Lambda worker that drains an SQS queue. GuardDuty is already enabled in this account.',
    'Lambda and SQS for order intake; Security Hub and GuardDuty are already turned on account-wide.',
  ])('an account control that is switched on already: %s', async (brief) => {
    const types = await typesOf(brief);
    expect(types).toContain('AWS::SQS::Queue');
    expect(types).not.toContain('AWS::GuardDuty::Detector');
    expect(types).not.toContain('AWS::SecurityHub::Hub');
  });
});
