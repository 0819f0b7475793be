import { backupSelection, statedBudget } from '../checklist/stated';
import { execFolded, foldPattern, foldText } from '../reading/normalise';
import { readBudget, readNumbers } from '../reading/numbers';
import type { Requirements } from '../requirements';
import { SERVICES } from '../services/index';
import { WORKLOAD_PATTERNS } from '../services/workloads';
import { type BriefLanguage, briefLanguage } from './language';
import type { ClarifyingQuestion } from './questions';
import { MAX_QUESTIONS } from './questions';

/** A brief this short that names nothing to build leaves the design to guesswork. */
const THIN_WORDS = 12;

interface Reading {
  text: string;
  requirements: Requirements;
}

/** A question's words in each language a brief may be written in. */
type Worded = Record<BriefLanguage, string>;

/**
 * What the offline architect asks about, in order, each only when the brief leaves it open. The
 * defaults are what a small first design should assume, written as answers the brief reader
 * understands in either language (so accepting them gives a lean, single-zone design, not a
 * production estate).
 */
const QUESTION_RULES: readonly {
  id: string;
  question: Worded;
  default: (reading: Reading) => Worded;
  open: (reading: Reading) => boolean;
}[] = [
  {
    id: 'purpose',
    question: {
      en: 'What should it do for the people who use it?',
      ar: 'ماذا يجب أن يقدّم لمن يستخدمه؟',
    },
    default: ({ requirements }) =>
      requirements.sector === 'retail'
        ? {
            en: 'A static website showing the products and an API with a Lambda function that keeps the orders in a DynamoDB table',
            ar: 'موقع ثابت يعرض المنتجات وواجهة برمجية بدالة لامدا تحفظ الطلبات في جدول داينامو',
          }
        : {
            en: 'A small web application for a few staff: a static website and an API with a Lambda function that keeps its data in a DynamoDB table',
            ar: 'تطبيق ويب صغير لعدد قليل من الموظفين: موقع ثابت وواجهة برمجية بدالة لامدا تحفظ بياناته في جدول داينامو',
          },
    open: () => true,
  },
  {
    id: 'users',
    question: {
      en: 'How many people will use it at the busiest time?',
      ar: 'كم شخصًا سيستخدمه في وقت الذروة؟',
    },
    default: () => ({ en: 'Up to 100 users at a time', ar: 'حتى 100 مستخدم في وقت واحد' }),
    open: ({ text }) => readNumbers(text).users === undefined,
  },
  {
    id: 'budget',
    question: { en: 'What may it cost each month?', ar: 'كم يمكن أن تكون تكلفته الشهرية؟' },
    default: () => ({
      en: 'As little as possible: a budget of 50 USD a month, one zone is fine',
      ar: 'بأقل تكلفة ممكنة: ميزانية 50 دولار شهريا، ومنطقة توافر واحدة تكفي',
    }),
    open: ({ text, requirements }) =>
      readBudget(text) === undefined &&
      statedBudget(text) === undefined &&
      requirements.budget.monthly_usd === undefined,
  },
];

/**
 * Whether the brief names anything the vocabulary knows how to build (any workload, monitoring
 * included, or any service family's words in English or Arabic): then what to build is not an
 * open decision, and no default answer may replace it.
 */
function namesSomethingToBuild(text: string): boolean {
  const folded = foldText(text);
  return (
    WORKLOAD_PATTERNS.some(([, pattern]) => execFolded(pattern, text)) ||
    SERVICES.some((spec) =>
      [spec.names, spec.phrases, spec.arabic, spec.arabic_phrases].some(
        (pattern) => pattern && new RegExp(foldPattern(pattern.source)).test(folded),
      ),
    )
  );
}

/**
 * The offline architect's questions for a thin brief (a few words naming nothing to build, such
 * as "something for my shop"), in the brief's language; none for a brief it can design from.
 */
export function questionsForThinBrief(prompt: string, requirements: Requirements): ClarifyingQuestion[] {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ').trim();
  const words = text.split(' ').filter(Boolean).length;
  // a named service of the vocabulary, or a network asked for as such, is something to build
  // and so are backups of what the account has already
  const read =
    (requirements.services?.length ?? 0) > 0 ||
    requirements.network !== undefined ||
    backupSelection(text) !== undefined;
  // a reading left with nothing to build (what it named, it also ruled out) leaves that decision open too
  const nothing = !read && requirements.workloads.length === 0;
  if (!nothing && (words > THIN_WORDS || read || namesSomethingToBuild(text))) return [];
  const reading = { text, requirements };
  const language = briefLanguage(prompt);
  return QUESTION_RULES.filter((rule) => rule.open(reading))
    .slice(0, MAX_QUESTIONS)
    .map((rule) => ({
      id: rule.id,
      question: rule.question[language],
      default: rule.default(reading)[language],
    }));
}
