import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { briefLanguage } from '#shared/generation/clarify/language';
import { answerQuestions, briefWithAnswers } from '#shared/generation/clarify/questions';
import { questionsForThinBrief } from '#shared/generation/clarify/thin-brief';

const ARABIC_SHOP = 'أريد شيئًا لمتجري';
const asked = (prompt: string) => questionsForThinBrief(prompt, requirementsFromBrief({ prompt }));
const LATIN = /[A-Za-z]/;
const ARABIC = /[\u0600-\u06FF]/;

describe('the language of a brief', () => {
  it('is Arabic when Arabic letters outnumber Latin ones, even with English service names', () => {
    expect(briefLanguage('نريد حاوية S3 ودالة Lambda تعالج الملفات المرفوعة')).toBe('ar');
    expect(briefLanguage('A shop (متجر) for our customers in Riyadh')).toBe('en');
    expect(briefLanguage('')).toBe('en');
  });
});

describe('clarifying questions on an Arabic brief', () => {
  it('asks in Arabic, with Arabic suggested answers', () => {
    const questions = asked(ARABIC_SHOP);
    expect(questions.map((q) => q.id)).toEqual(['purpose', 'users', 'budget']);
    for (const q of questions) {
      expect(q.question, q.id).toMatch(ARABIC);
      expect(q.question, q.id).not.toMatch(LATIN);
      expect(q.default, q.id).toMatch(ARABIC);
      expect(q.default.replace(/\d+/g, ''), q.id).not.toMatch(LATIN);
    }
    // the English brief's questions stay English
    for (const q of asked('Something for my shop')) expect(`${q.question} ${q.default}`).not.toMatch(ARABIC);
  });

  it('understands the Arabic suggested answers: a lean retail design, no second round of questions', () => {
    const prompt = briefWithAnswers(ARABIC_SHOP, answerQuestions(asked(ARABIC_SHOP), {}));
    const requirements = requirementsFromBrief({ prompt });
    expect(requirements.sector).toBe('retail');
    expect(requirements.scale.users).toBe(100);
    expect(requirements.budget.monthly_usd).toBe(50);
    expect(requirements.availability).toBe('single-az');
    expect(questionsForThinBrief(prompt, requirements)).toEqual([]);
    const plan = planFromRequirements(requirements);
    const built = plan.blocks.map((b) => (b.kind === 'service' ? b.options.service : b.kind));
    expect(built).toEqual(
      expect.arrayContaining(['static-site', 'key-value-table', 'lambda', 'api-gateway']),
    );
    // a static shop front needs no VPC, so no NAT gateway or database idling
    expect(built).not.toContain('network');
    expect(built).not.toContain('relational-database');
  });

  it("understands the user's own Arabic answers", () => {
    const questions = asked(ARABIC_SHOP);
    const prompt = briefWithAnswers(
      ARABIC_SHOP,
      answerQuestions(questions, { users: 'حوالي 30 عميل في نفس الوقت', budget: 'ميزانية 300 ريال شهريا' }),
    );
    const requirements = requirementsFromBrief({ prompt });
    expect(requirements.scale.users).toBe(30);
    expect(requirements.budget.monthly_usd).toBe(80);
  });

  it('asks only what an Arabic brief leaves open', () => {
    const questions = asked('نظام صغير لـ 40 موظف');
    expect(questions.map((q) => q.id)).toEqual(['purpose', 'budget']);
    expect(questions[0]?.default).toMatch(/تطبيق ويب صغير/);
  });
});
