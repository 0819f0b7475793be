import { describe, expect, it } from 'vitest';
import { valuesInDesign as valuesOf } from '#test/fixtures/generation';

/**
 * The little words between a property's words and its value say nothing of which property it is,
 * in Arabic as in English ("in", "for the period of": "في", "لمدة"), so a value as far from its
 * words as an English one is still read as theirs. These briefs are this test's own wording.
 */

describe('Arabic prepositions between a property’s words and its value', () => {
  it("keeps a workflow's logs as long as stated, past the words that say where they are kept", () => {
    for (const brief of [
      'نبي state machine للمرتجعات، وتنحفظ سجلات الـ state machine في CloudWatch Logs لمدة ١٤ يوم.',
      'آلة حالات للمرتجعات تحفظ سجلات التنفيذ في CloudWatch Logs مدة 14 يوما.',
    ])
      expect(valuesOf(brief, 'AWS::Logs::LogGroup', 'RetentionInDays'), brief).toContain(14);
  });
});
