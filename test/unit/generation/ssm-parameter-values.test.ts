import { describe, expect, it } from 'vitest';
import { valuesInDesign } from '#test/fixtures/generation';

describe('a Parameter Store parameter holds the value the brief gives it', () => {
  it('keeps the value as written, after "value", ":", "=" or its Arabic words, in any wording', () => {
    for (const [brief, value] of [
      ['ssm parameter /shop/prod/currency = SAR', 'SAR'],
      ['An SSM parameter /shop/prod/currency with the value SAR.', 'SAR'],
      [
        'Stack spec, one resource only:\n- AWS::SSM::Parameter\n  - Name: /qiyas/prod/checkout-mode\n  - Type: String\n  - Value: legacy',
        'legacy',
      ],
      [
        'A Parameter Store entry /portal/prod/flags, type String, value {"sideMenu": true}. Nothing else.',
        '{"sideMenu": true}',
      ],
      ['نبي SSM parameter اسمه /app/prod/mode والقيمة: maintenance', 'maintenance'],
      ['نريد معلمة في مخزن المعلمات باسم /shop/prod/currency وقيمتها SAR', 'SAR'],
      ['paramter store entry /shop/prod/region value = me-central-1', 'me-central-1'],
    ])
      expect(valuesInDesign(brief, 'AWS::SSM::Parameter', 'Value'), brief).toEqual([value]);
  });
});
