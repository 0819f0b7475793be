import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { LEDGER_CATALOGUE } from '#shared/generation/ledger-words';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/** Arabic letters, or the Arabic comma and semicolon a list is joined with. */
const ARABIC = /[\u060c\u061b\u0621-\u064a]/;
/** English words of the ledger's own phrasing: none may be left in what it writes to an Arabic brief. */
const ENGLISH_WORDS =
  /\b(?:the|not|no|of|in|a|to|is|was|for|and|brief|template|resources?|zones?|budget|met)\b/i;

const TABLE_AND_FUNCTION = {
  Fn: { Type: 'AWS::Lambda::Function', Properties: { Runtime: 'nodejs20.x' } },
  Orders: { Type: 'AWS::DynamoDB::Table' },
};

/**
 * What the ledger wrote of its own: its words with the brief's quote taken out; a service's
 * requirement is its product name, which has no language.
 */
const ownWords = (item: { kind: string; requirement: string; detail: string; quote?: string }) => [
  ...(item.kind === 'service'
    ? []
    : [item.quote ? item.requirement.replace(item.quote, '') : item.requirement]),
  item.detail,
];

describe("the ledger's own words follow the brief's language", () => {
  it('writes every entry of an Arabic brief (Gulf, with English service names) in Arabic', () => {
    // arrange: a Gulf brief naming services in English, a budget, and a clause nothing reads
    const brief =
      'ابي دالة Lambda تكتب الطلبات في جدول DynamoDB، والميزانية 200 دولار شهريا، ونبي شي غريب للتقارير الفصلية';
    // act
    const items = checklistFor(brief, TABLE_AND_FUNCTION, { cost: { min: 30, max: 80 } }).items;
    // assert: services, availability, budget, region, frameworks and the unread clause, all in Arabic
    expect(new Set(items.map((i) => i.kind))).toEqual(
      new Set(['service', 'availability', 'budget', 'region', 'framework', 'clause']),
    );
    for (const item of items)
      for (const words of ownWords(item)) {
        expect(words, item.kind).toMatch(ARABIC);
        expect(words, item.kind).not.toMatch(ENGLISH_WORDS);
      }
  });

  it('writes stated budgets, regions and unread clauses of an MSA brief in Arabic, keeping the quote as written', () => {
    const brief = 'نحتاج واجهة برمجية بدالة لامدا في منطقة me-south-1 بميزانية لا تتجاوز 100 دولار شهرياً';
    const checklist = checklistFor(brief, TABLE_AND_FUNCTION, { cost: { min: 120, max: 300 } });
    const budget = itemOf(checklist, 'budget');
    expect(budget.requirement).toBe('بحد أقصى $100 شهريًا');
    expect(budget.detail).toBe('التكلفة المقدّرة من $120 إلى $300 شهريًا: فوق الميزانية حتى عند الحد الأدنى.');
    expect(brief).toContain(budget.quote);
    expect(itemOf(checklist, 'region').requirement).toBe('الاستضافة في me-south-1');
  });

  it('writes the audit, exposure and schedule entries of an Arabic brief in Arabic', () => {
    const brief =
      'نبي لامدا تشتغل كل يوم الساعة 3 الفجر بتوقيت الرياض، وما نبي أي نقطة نهاية عامة، ونبي تدقيق كل عمليات الوصول';
    const checklist = checklistFor(brief, TABLE_AND_FUNCTION);
    const entries = [itemOf(checklist, 'audit'), itemOf(checklist, 'access'), itemOf(checklist, 'schedule')];
    for (const item of entries) {
      const [requirement] = ownWords(item);
      expect(requirement, item.kind).toMatch(ARABIC);
      expect(requirement, item.kind).not.toMatch(ENGLISH_WORDS);
    }
    for (const item of entries.slice(1)) {
      expect(item.detail, item.kind).toMatch(ARABIC);
      expect(item.detail, item.kind).not.toMatch(ENGLISH_WORDS);
    }
    expect(itemOf(checklist, 'schedule').requirement).toBe(
      'تعمل المهام المجدولة كل يوم عند 03:00 Asia/Riyadh',
    );
  });

  it('writes the stated settings and retention of an Arabic brief in Arabic, met or short', () => {
    // arrange: a stated memory (met), a stated log retention (one group short) and a named key alias
    const brief =
      'نبي دالة لامدا بذاكرة 512 ميجا، ونحفظ السجلات 90 يوم، ومفتاح KMS مع اسم مستعار alias/orders';
    const resources = {
      Fn: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 512 } },
      FnLogs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 90 } },
      OtherLogs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } },
    };
    // act
    const items = checklistFor(brief, resources).items;
    // assert: every entry of these kinds is written in Arabic, met or not
    const entries = items.filter((i) => ['setting', 'retention'].includes(i.kind));
    expect(new Set(entries.map((i) => i.kind))).toEqual(new Set(['setting', 'retention']));
    expect(entries.map((i) => i.status)).toContain('met');
    expect(entries.map((i) => i.status)).toContain('not-met');
    for (const item of entries)
      for (const words of ownWords(item)) {
        expect(words, item.requirement).toMatch(ARABIC);
        expect(words, item.requirement).not.toMatch(ENGLISH_WORDS);
      }
  });

  it('keeps an English brief in English', () => {
    const checklist = checklistFor(
      'A Lambda function writing orders to a DynamoDB table',
      TABLE_AND_FUNCTION,
    );
    expect(itemOf(checklist, 'service', /Lambda/).detail).toBe('1 resource: AWS::Lambda::Function.');
    expect(itemOf(checklist, 'budget').requirement).toBe('Budget (not stated)');
    for (const item of checklist.items) expect(`${item.requirement} ${item.detail}`).not.toMatch(ARABIC);
  });

  it("says why a refused service is not built in the brief's language", () => {
    const reason = (prompt: string) => requirementsFromBrief({ prompt }).not_built?.[0]?.reason ?? '';
    expect(reason('نبي دالة Lambda وجدول DynamoDB بدون موازن أحمال')).toMatch(ARABIC);
    expect(reason('نبي دالة Lambda وجدول DynamoDB بدون موازن أحمال')).not.toMatch(ENGLISH_WORDS);
    expect(reason('A Lambda function and a DynamoDB table, no load balancer')).toBe(
      'The brief asks for no load balancer, so none is built.',
    );
  });

  it('has every phrase in English and in Arabic', () => {
    // one argument that serves as a count, a name, a list and a verdict alike, or the phrase's own
    const any = ['within'];
    const own: Record<string, unknown[]> = {
      scheduledWhen: [['SUN'], 'at', '03:00'],
      settingAsked: ['AWS::Lambda::Function', 'MemorySize', '512'],
      period: [3, 'year'],
    };
    const sample = (key: string, phrase: unknown) =>
      typeof phrase === 'function'
        ? (phrase as (...a: unknown[]) => string)(...(own[key] ?? [any, any, any]))
        : typeof phrase === 'object'
          ? Object.values(phrase as object).join(' ')
          : String(phrase);
    for (const [key, phrase] of Object.entries(LEDGER_CATALOGUE)) {
      expect(sample(key, phrase.ar), key).toMatch(ARABIC);
      expect(sample(key, phrase.en), key).not.toMatch(ARABIC);
    }
  });
});
