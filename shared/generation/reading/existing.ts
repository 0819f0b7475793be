import {
  ALL_OF_THEM,
  ALREADY_CLOSING,
  ALREADY_VERBS,
  ARABIC_ALREADY_CLOSING,
  ARABIC_EXISTING_ADJECTIVES,
  ARABIC_MOVING_HERE,
  ARABIC_OURS_AFTER,
  ARABIC_OUTSIDE_AFTER,
  ARABIC_POSSESSIVES_AFTER,
  ARABIC_REACHING_WORDS,
  ARABIC_RUNNING_AT_OURS,
  ARABIC_RUNNING_NOW,
  ARABIC_TAG_WORDS,
  EXISTING_ADJECTIVES,
  EXISTING_AFTER_WORDS,
  EXISTING_DETERMINERS,
  EXISTING_PLACE_WORDS,
  EXISTING_STATES_AFTER,
  MOVING_HERE,
  OTHER_PARTIES,
  OURS_BEFORE_PLACE,
  OUTSIDE_AFTER,
  OUTSIDE_BEFORE,
  PARTY_DETERMINERS,
  POSSESSIVES,
  REACHING_WORDS,
  SERVING_WORDS,
} from '../own-words';

/**
 * Words that say the account has a thing already ("our existing API", "the servers we already
 * have", "الـ API الحالي", "السيرفرات اللي عندنا"): what they qualify is outside the design. The
 * design refers to it (a name, a tag it selects by) and never builds a second one, as it never
 * builds what the brief refuses (see negation.ts, which reads these beside its negating words).
 */

/** "existing", and its common slips ("exisitng", "exsiting", "existng"): the first of EXISTING_ADJECTIVES. */
const EXISTING_WORD = EXISTING_ADJECTIVES[0];

/**
 * Before the thing: "our existing", "the current", "already running", and a Gulf "running at ours
 * on" ("شغال عندنا على ECS": the site runs on ECS already).
 */
export const EXISTING_BEFORE = new RegExp(
  String.raw`\b(?:(?:${EXISTING_DETERMINERS.join('|')}) (?:${EXISTING_ADJECTIVES.join('|')})|${EXISTING_WORD}|already (?:${ALREADY_VERBS.join('|')})|${OUTSIDE_BEFORE.join('|')})\b|(?<![\u0621-\u064A])${ARABIC_RUNNING_AT_OURS.join('|')}(?![\u0621-\u064A])`,
  'g',
);

/** Another party's possessive ("bank's", "the vendor's"): what follows is theirs, reached by the design (OUTSIDE_BEFORE). */
export const OTHER_PARTY = new RegExp(
  String.raw`^(?:${PARTY_DETERMINERS.join('|')}) (?:${OTHER_PARTIES.join('|')})(?:'s|\u2019s)$`,
);
/** What closes a clause: an adverb of "already" before it ends the clause ("... in Route 53 already."). */
const CLOSES = String.raw`(?=\s*(?:[.,;:!?؟،)]|$))`;

/**
 * After the thing, reaching back over its clause: "already exists", "(that) we already have",
 * "is already running", and the Arabic adjectives and relative clauses ("الحالي", "الموجودة",
 * "القائمة", "اللي عندنا", "التي لدينا").
 */
export const EXISTING_AFTER = new RegExp(
  String.raw`\b(?:${[...EXISTING_AFTER_WORDS, ...OUTSIDE_AFTER, ...EXISTING_STATES_AFTER].join('|')}|(?:${ALREADY_CLOSING.join('|')})${CLOSES})\b|(?<![\u0621-\u064A])(?:[وف]?(?:ال)?(?:${ARABIC_EXISTING_ADJECTIVES.join('|')})|${[...ARABIC_OURS_AFTER, ...ARABIC_OUTSIDE_AFTER, ...ARABIC_RUNNING_NOW].join('|')}|(?:${ARABIC_ALREADY_CLOSING.join('|')})${CLOSES})(?![\u0621-\u064A])`,
  'g',
);

/**
 * Where the words of existence just matched are followed by the place the thing lives in ("already
 * exists in our ECR repository", "موجودة مسبقاً في مستودع ECR", "موجودة عندنا في Route 53"): what
 * the place names is the account's.
 */
export const EXISTING_PLACE = new RegExp(
  String.raw`^\s*(?:(?:${[...ARABIC_ALREADY_CLOSING, ...OURS_BEFORE_PLACE].join('|')})\s+){0,2}(?:${EXISTING_PLACE_WORDS.join('|')})\s+`,
);

/** A clause that is only "both" / "كلاهما" (own-words.ts ALL_OF_THEM): it stands for everything named before it. */
export const ALL_OF_THEM_ALONE = new RegExp(
  String.raw`^\s*(?:(?:and|و)\s*)?(?:[وف]?(?:${ALL_OF_THEM.join('|')}))\s*$`,
);

/**
 * A clause that moves what exists into AWS ("migrate our existing app", "ننقل موقعنا الحالي"):
 * there the thing is to be built, so its existing words refuse nothing.
 */
export const MOVED_HERE = new RegExp(
  String.raw`\b(?:${MOVING_HERE.join('|')})\b|(?<![\u0621-\u064A])(?:[وف]?(?:${ARABIC_MOVING_HERE.join('|')}))(?![\u0621-\u064A])`,
);

/**
 * The tag a brief selects what exists by ("anything tagged backup=daily", "with the tag env:prod",
 * "الموسومة backup=daily"): its key and value.
 */
export const TAG_SELECTION = new RegExp(
  String.raw`(?:\btag(?:ged|s)?(?: with| as)?(?: the tag)?|(?<![\u0621-\u064A])(?:[وب]?ال)?(?:${ARABIC_TAG_WORDS.join('|')}))\s*["'${'`'}]?([a-z][\w.:/-]{0,126}?)["'${'`'}]?\s*[=:]\s*["'${'`'}]?([\w.:/-]{1,255}?)["'${'`'}]?(?=[\s),.;،]|$)`,
);

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

/** What a thing the account has serves, in its clause ("... distribution for our storefront"): see SERVING_WORDS. */
export const SERVES_OWN = new RegExp(
  String.raw`\b(?:${SERVING_WORDS.join('|')})\s+(?:${POSSESSIVES.join('|')})\s+`,
);

/** The same in Arabic, where the possessive follows the thing: the `thing` group is the words between. */
export const REACHED_OWN_AROUND = new RegExp(
  String.raw`(?<![\u0621-\u064A])(?:${ARABIC_REACHING_WORDS.join('|')})\s+(?<thing>(?:\S+\s+){1,3}?)(?:${ARABIC_POSSESSIVES_AFTER.join('|')})(?![\u0621-\u064A])`,
  'g',
);
