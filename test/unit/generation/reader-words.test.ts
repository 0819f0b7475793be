import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '#shared/generation/services/index';
import { REFUSABLE_PARTS, SERVICE_KINDS } from '#shared/generation/services/kinds';
import { NAMED_CHECKS } from '#shared/generation/services/named-checks';
import { AUDIT_WORDS, BACKUP_WORDS, WORKLOAD_PATTERNS } from '#shared/generation/services/workloads';
import { READER_SOURCES } from '#test/fixtures/reader-sources';

/** Words of the language and of what is not a service, which vocabulary patterns happen to share. */
const GENERAL_WORDS = new Set(
  `the and for our with via through into over per each every one two
   access traffic requests calls connections transactions orders events messages availability ing ies
   without use add just only which that single code require multi replicas copies small medium scale بدون
   enabled disabled region
   hour hourly day daily week weekly weekday month monthly morning night nightly mon tues wednes thurs fri satur sun سبوع شهري evening يومي ليل شهر سبوعي
   secs seconds mins minutes hours mib gib gigabytes جيجابايت غيغابايت
   reap idle garbage collect
   large big heavy load low latency zero enterprise users customer accounts
   data log media files exports volumes records resources active keep retain hold hosted آخر اخر tag وسم
   systems site app platform portal open
   payments patients pii personal sensitive human security authority learning
   mobile network commerce online shop store storefront marketing brochure blog
   internal staff intranet back office public
   amazon aws web console cloud
   central cost costs budget usd dollars تكلف ميزاني cross
   إلى مشترك ملفات بيانات ثوان دقيق دقائق ساع ساعات خامل إلكتروني متجر مستخدمين عملاء
   called can may must need more than from within live global second secondary sec min minute hrs ثاني خلال
   few several many around about longer ساعتين دقايق يومين يام
   less lower under below any space أقل اقل
   has have runs using running them own third their
   stored لمدة عام يوم أيام scheduled starts off azs zone zones timezone توقيت beyond fails goes down واحدة دولار side خاص
   out are needed required مطلوب غير على
   time times all are first last end twice weekdays business days named مرتين نهاي حتى
   dropped drops lands uploaded delivered وصول
   run place set this host creat قائم قائمة نقل
   com net org gov edu info dev
   توافر لكل هما مستخدم
   across spread three منطق منطقتي منطقتين مناطق
   then fail states map health non start its number kept retention الى arabic english
   before after who was will should inside until expire backup credit`.split(/\s+/),
);

const wordsIn = (source: string) =>
  source
    .replace(/\\[bBwWdDsS]/g, ' ')
    .toLowerCase()
    .match(/[a-z\u0621-\u064a]{3,}/g) ?? [];

function vocabularyWords(): Set<string> {
  const words = new Set<string>();
  const patterns = [
    ...SERVICES.flatMap((s) => [
      s.names,
      s.phrases,
      s.arabic,
      s.arabic_phrases,
      ...(s.stated_settings ?? []).map((x) => x.words),
      ...(s.named_near ?? []).flatMap((x) => [x.words, x.near]),
    ]),
    ...WORKLOAD_PATTERNS.map(([, p]) => p),
    ...NAMED_CHECKS.map((c) => c.words),
    ...SERVICE_KINDS.map((k) => k.words),
    ...REFUSABLE_PARTS.map((p) => p.words),
    BACKUP_WORDS,
    AUDIT_WORDS,
  ];
  for (const pattern of patterns) if (pattern) for (const w of wordsIn(pattern.source)) words.add(w);
  return words;
}

/** The words of a file's regular expressions (literals, and strings handed to `new RegExp`). */
function patternWords(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // a pattern over a template's values (CloudFormation types `^AWS::(RDS|DynamoDB)::`, a cron
    // expression) reads the template, not a brief
    if (ts.isRegularExpressionLiteral(node) && !/AWS::|\^cron/.test(node.text))
      found.push(...wordsIn(node.text));
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp')
      for (const arg of node.arguments ?? [])
        if (ts.isStringLiteralLike(arg)) found.push(...wordsIn(arg.getText(source)));
        // a template's literal parts: its substitutions are code (`${anyOf(NAME_FOLLOWS)}`), not words
        else if (ts.isTemplateExpression(arg))
          for (const part of [arg.head, ...arg.templateSpans.map((span) => span.literal)])
            found.push(...wordsIn(part.rawText ?? part.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the brief reader's words", () => {
  const vocabulary = vocabularyWords();

  it.each(READER_SOURCES)('%s holds no service word of its own', (file) => {
    const own = [...new Set(patternWords(file).filter((w) => vocabulary.has(w) && !GENERAL_WORDS.has(w)))];
    expect(own).toEqual([]);
  });

  it('allows no product name as a general word', () => {
    const names = SERVICES.flatMap((s) =>
      [s.names, s.arabic].flatMap((p) => (p ? [new RegExp(`^(?:${p.source})$`)] : [])),
    );
    expect([...GENERAL_WORDS].filter((w) => names.some((name) => name.test(w)))).toEqual([]);
  });

  it('catches a service word in a reader pattern', () => {
    const planted = wordsIn(/\b(dynamodb|queues?)\b/.source).filter(
      (w) => vocabulary.has(w) && !GENERAL_WORDS.has(w),
    );
    expect(planted).toEqual(['dynamodb', 'queues']);
  });
});
