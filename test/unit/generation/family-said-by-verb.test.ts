import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * A family said by its verb rather than its noun: signing in with the subject between the verb
 * and its object ("يسجّل الطلاب والمعلمون الدخول": the students and teachers sign in), or with a
 * particle ("log into", "log on"); a spend alert said as a condition on spending ("if we spend
 * more than 300 USD", "اذا صرفنا اكثر من ٥٠٠ دولار").
 */
describe('a family said by its verb', () => {
  it.each([
    [
      'MSA, the subject between the verb and its object',
      'منصة تعليمية: يسجّل الطلاب والمعلمون الدخول بحساباتهم ويرفعون الواجبات إلى S3.',
    ],
    [
      'English, "log into"',
      'Customers log into the app with their email, and orders are stored in DynamoDB.',
    ],
    ['English, "log on"', 'A portal where staff log on with their work accounts, data in DynamoDB.'],
  ])('a user pool: %s', (_, brief) => {
    expect(typesOfBrief(brief).has('AWS::Cognito::UserPool')).toBe(true);
  });

  it.each([
    [
      'Gulf, a condition on spending',
      'ابي تنبيه اذا صرفنا اكثر من ٥٠٠ دولار بالشهر، يرسل لي على الايمبل ahmed@example.sa',
    ],
    ['Gulf, "لو ... فوق"', 'نبهني لو صرفنا فوق ١٠٠٠ دولار في الشهر'],
    [
      'English, a condition on spending',
      'Email me at ops@example.com if we spend more than 300 USD in a month.',
    ],
  ])('a budget: %s', (_, brief) => {
    expect(typesOfBrief(brief).has('AWS::Budgets::Budget')).toBe(true);
  });

  it('a limit on spending that is no condition asks for no budget', () => {
    expect(
      typesOfBrief('A web shop with DynamoDB; we cannot spend more than 200 USD a month.').has(
        'AWS::Budgets::Budget',
      ),
    ).toBe(false);
  });
});
