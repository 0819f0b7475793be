/**
 * The speech act of a question in a brief. A question that asks for a thing ("could you add a
 * WAF?") is an ask, read as a statement is. A question of need ("do we even need Aurora, or is a
 * small Postgres instance enough?", "why would we need a load balancer?", "هل نحتاج NAT؟") takes
 * the answer the brief gives just after it: "no" (or "a small one is enough") refuses what it asks
 * about, "yes" keeps it; left unanswered, it refuses only when it doubts the thing ("even",
 * "really", "why would we", "فعلاً") or offers something else as enough. The words are
 * question-words.ts's; what a refusal reaches is negation.ts's, as for any negating word.
 */
import {
  DOUBTING_WORDS,
  ENOUGH_WORDS,
  NEED_QUESTION_OPENERS,
  NO_ANSWERS,
  QUESTION_ALTERNATIVES,
  QUESTION_LEADS,
  YES_ANSWERS,
} from '../question-words';

/** A stretch of the brief a question of need refuses, with the words that open it. */
export interface QuestionRefusal {
  start: number;
  end: number;
  cue: string;
}

/** A word boundary for English and Arabic letters alike. */
const AFTER_WORD = String.raw`(?![\p{L}\p{N}])`;
const BEFORE_WORD = String.raw`(?<![\p{L}\p{N}])`;

/** A question mark, and where a sentence ends (a stop inside a name, "db.t4g.small", ends none). */
const QUESTION_MARK = /[?؟]/g;
const SENTENCE_END = /[.!?؟](?=\s)|\n/g;

/** Each question of the brief: from its sentence's start to its question mark. */
function questionsIn(text: string): { index: number; 0: string }[] {
  return [...text.matchAll(QUESTION_MARK)].map((mark) => {
    const ends = [...text.slice(0, mark.index).matchAll(SENTENCE_END)];
    const last = ends.at(-1);
    const index = last ? last.index + last[0].length : 0;
    return { index, 0: text.slice(index, mark.index + 1) };
  });
}

/** A question of need's opener at its sentence's start, after any leading words ("So, do we need"). */
const OPENER = new RegExp(
  String.raw`^[\s"'“(-]*(?:(?:${QUESTION_LEADS.join('|')})${AFTER_WORD}[\s,،-]*)*[وف]?(?<opener>(?:${NEED_QUESTION_OPENERS.join('|')}))${AFTER_WORD}`,
  'iu',
);

/** Where a question's first choice ends: its alternative ("or is RDS enough"), a comma, or a clause's punctuation. */
const FIRST_CHOICE_END = new RegExp(
  String.raw`[,،;:()]|\s(?:${QUESTION_ALTERNATIVES.join('|')})${AFTER_WORD}`,
  'iu',
);
const ALTERNATIVE = new RegExp(
  String.raw`${BEFORE_WORD}(?:${QUESTION_ALTERNATIVES.join('|')})${AFTER_WORD}`,
  'iu',
);
const DOUBTS = new RegExp(String.raw`${BEFORE_WORD}(?:${DOUBTING_WORDS.join('|')})${AFTER_WORD}`, 'iu');
const ENOUGH = new RegExp(String.raw`${BEFORE_WORD}(?:${ENOUGH_WORDS.join('|')})${AFTER_WORD}`, 'iu');
const NO = new RegExp(String.raw`^[\s"'“-]*(?:${NO_ANSWERS.join('|')})${AFTER_WORD}`, 'iu');
const YES = new RegExp(String.raw`^[\s"'“-]*(?:${YES_ANSWERS.join('|')})${AFTER_WORD}`, 'iu');

/** The sentence just after a question: its answer, if the brief gives one. */
function answerAfter(text: string, at: number): string {
  return /^(?:[^.!?؟\n]|\.(?=\S))*/.exec(text.slice(at))?.[0] ?? '';
}

/** What a question of need's answer decides: refused, kept, or left to the question's own words. */
function answered(answer: string, alternative: string): 'no' | 'yes' | undefined {
  if (NO.test(answer)) return 'no';
  if (YES.test(answer)) return 'yes';
  // "a small one is enough", "تكفي الصغيرة": something else will do
  if (ENOUGH.test(answer)) return 'no';
  return alternative && ENOUGH.test(alternative) ? 'no' : undefined;
}

/** The stretches of the brief that questions of need refuse: each the question's first choice. */
export function questionRefusals(text: string): QuestionRefusal[] {
  const refusals: QuestionRefusal[] = [];
  for (const q of questionsIn(text)) {
    const opener = OPENER.exec(q[0]);
    if (!opener?.groups?.opener) continue;
    const start = q.index + opener.index + opener[0].length;
    const body = text.slice(start, q.index + q[0].length - 1);
    const cut = FIRST_CHOICE_END.exec(body);
    const first = cut ? body.slice(0, cut.index) : body;
    const rest = cut ? body.slice(cut.index) : '';
    const alternative = ALTERNATIVE.test(rest) ? rest : '';
    const answer = answerAfter(text, q.index + q[0].length);
    const verdict = answered(answer, alternative) ?? (DOUBTS.test(q[0]) ? 'no' : undefined);
    if (verdict !== 'no' || first.trim() === '') continue;
    refusals.push({ start, end: start + first.length, cue: opener.groups.opener });
  }
  return refusals;
}
