import {
  ARABIC_OUTSIDE_AFTER,
  ARABIC_POSSESSIVES_AFTER,
  ARABIC_REACHING_WORDS,
  OUTSIDE_AFTER,
  OUTSIDE_BEFORE,
  POSSESSIVES,
  REACHING_WORDS,
} from '../own-words';

/**
 * Words that say the account has a thing already ("our existing API", "the servers we already
 * have", "الـ API الحالي", "السيرفرات اللي عندنا"): what they qualify is outside the design. The
 * design refers to it (a name, a tag it selects by) and never builds a second one, as it never
 * builds what the brief refuses (see negation.ts, which reads these beside its negating words).
 */

/** "existing", and its common slips ("exisitng", "exsiting", "existng"). */
const EXISTING_WORD = 'ex(?:is|si)(?:t|it|ti)i?ng';

/**
 * Before the thing: "our existing", "the current", "already running", and a Gulf "running at ours
 * on" ("شغال عندنا على ECS": the site runs on ECS already).
 */
export const EXISTING_BEFORE = new RegExp(
  String.raw`\b(?:(?:our|the|my|their|your) (?:${EXISTING_WORD}|current|present)|${EXISTING_WORD}|already (?:has|have|had|runs?|uses?|got|using|running)|${OUTSIDE_BEFORE.join('|')})\b|(?<![\u0621-\u064A])(?:شغال|شغالة|شغاله|يشتغل|تشتغل) (?:عندنا|عندي) (?:على|عل|في|ب)(?![\u0621-\u064A])`,
  'g',
);

/**
 * After the thing, reaching back over its clause: "already exists", "(that) we already have",
 * "is already running", and the Arabic adjectives and relative clauses ("الحالي", "الموجودة",
 * "القائمة", "اللي عندنا", "التي لدينا").
 */
export const EXISTING_AFTER = new RegExp(
  String.raw`\b(?:al+ready exists?|mawjoo?d(?:a|ah|eh|een|in)?|${OUTSIDE_AFTER.join('|')}|(?:that |which )?we (?:already )?(?:have|run|use|own)(?: already)?|(?:(?:that|which) )?(?:is|are) al+ready (?:running|deployed|built|there|live|in place|set up|up)|(?:that |which )?(?:is|are) (?:running )?(?:in place|in production) (?:today|now))\b|(?<![\u0621-\u064A])(?:[وف]?(?:ال)?(?:حالي|حالية|حاليه|حاليين|موجود|موجودة|موجوده|موجودين|قائم|قائمة|قائمه)|(?:اللي|الي|التي|الذي|الذين) (?:عندنا|عندي|لدينا|لدي|نملكها|نملكه|نشغلها|نشغله|شغالة|شغال)|${ARABIC_OUTSIDE_AFTER.join('|')})(?![\u0621-\u064A])`,
  'g',
);

/**
 * A clause that moves what exists into AWS ("migrate our existing app", "ننقل موقعنا الحالي"):
 * there the thing is to be built, so its existing words refuse nothing.
 */
export const MOVED_HERE =
  /\b(?:migrat\w*|mov(?:e|es|ed|ing) (?:it|them|our|this|over|away|from|(?:in)?to (?:aws|the cloud|amazon))|switch(?:es|ed|ing)? (?:away )?from|lift[- ]and[- ]shift|re-?host\w*|re-?platform\w*|replac\w*|rebuild\w*|re-?creat\w*|copy of(?![^,.;]*\binto\b)|clone|modernis\w*|moderniz\w*)\b|(?<![\u0621-\u064A])(?:[وف]?(?:ننقل|نقل|انقل|أنقل|ترحيل|نرحل|نهجر|تهجير|نحول|استبدال|نستبدل|نبدل|بدل))(?![\u0621-\u064A])/;

/**
 * The tag a brief selects what exists by ("anything tagged backup=daily", "with the tag env:prod",
 * "الموسومة backup=daily"): its key and value.
 */
export const TAG_SELECTION =
  /(?:\btag(?:ged|s)?(?: with| as)?(?: the tag)?|(?<![\u0621-\u064A])(?:[وب]?ال)?(?:وسم|موسوم[ةه]?|تاغ|تاق))\s*["'`]?([a-z][\w.:/-]{0,126}?)["'`]?\s*[=:]\s*["'`]?([\w.:/-]{1,255}?)["'`]?(?=[\s),.;،]|$)/;

/** The tag a brief selects by, if it gives one. */
export function selectionTag(text: string): { key: string; value: string } | undefined {
  const m = TAG_SELECTION.exec(text);
  return m?.[1] && m[2] ? { key: m[1], value: m[2] } : undefined;
}

/**
 * The customer's own application where what the brief asks for reaches it (own-words.ts): a
 * word of place or of watching, then a possessive ("in front of our web servers", "sign in to our
 * portal"); the thing is the first one named after the possessive. A possessive alone ("our
 * website sells abayas", "host our portal on AWS") may be what the brief asks to build, so it
 * says nothing.
 */
export const REACHED_OWN_BEFORE = new RegExp(
  String.raw`\b(?:${REACHING_WORDS.join('|')})\s+(?:${POSSESSIVES.join('|')})\b`,
  'g',
);

/** The same in Arabic, where the possessive follows the thing: the `thing` group is the words between. */
export const REACHED_OWN_AROUND = new RegExp(
  String.raw`(?<![\u0621-\u064A])(?:${ARABIC_REACHING_WORDS.join('|')})\s+(?<thing>(?:\S+\s+){1,3}?)(?:${ARABIC_POSSESSIVES_AFTER.join('|')})(?![\u0621-\u064A])`,
  'g',
);
