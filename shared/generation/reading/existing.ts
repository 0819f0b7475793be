/**
 * Words that say the account has a thing already ("our existing API", "the servers we already
 * have", "الـ API الحالي", "السيرفرات اللي عندنا"): what they qualify is outside the design. The
 * design refers to it (a name, a tag it selects by) and never builds a second one, as it never
 * builds what the brief refuses (see negation.ts, which reads these beside its negating words).
 */

/**
 * Before the thing: "our existing", "the current", "already running", and a Gulf "running at ours
 * on" ("شغال عندنا على ECS": the site runs on ECS already).
 */
export const EXISTING_BEFORE =
  /\b(?:(?:our|the|my|their|your) (?:existing|current|present)|existing|already (?:has|have|had|runs?|uses?|got|using|running))\b|(?<![\u0621-\u064A])(?:شغال|شغالة|شغاله|يشتغل|تشتغل) (?:عندنا|عندي) (?:على|عل|في|ب)(?![\u0621-\u064A])/g;

/**
 * After the thing, reaching back over its clause: "already exists", "(that) we already have",
 * "is already running", and the Arabic adjectives and relative clauses ("الحالي", "الموجودة",
 * "القائمة", "اللي عندنا", "التي لدينا").
 */
export const EXISTING_AFTER =
  /\b(?:already exists?|mawjoo?d(?:a|ah|eh|een|in)?|(?:that |which )?we (?:already )?(?:have|run|use|own)(?: already)?|(?:is|are) already (?:running|deployed|built|there|live|in place|set up|up)|(?:that |which )?(?:is|are) (?:running )?(?:in place|in production) (?:today|now))\b|(?<![\u0621-\u064A])(?:[وف]?(?:ال)?(?:حالي|حالية|حاليه|حاليين|موجود|موجودة|موجوده|موجودين|قائم|قائمة|قائمه)|(?:اللي|الي|التي|الذي|الذين) (?:عندنا|عندي|لدينا|لدي|نملكها|نملكه|نشغلها|نشغله|شغالة|شغال))(?![\u0621-\u064A])/g;

/**
 * A clause that moves what exists into AWS ("migrate our existing app", "ننقل موقعنا الحالي"):
 * there the thing is to be built, so its existing words refuse nothing.
 */
export const MOVED_HERE =
  /\b(?:migrat\w*|mov(?:e|es|ed|ing) (?:it|them|our|this|over|(?:in)?to (?:aws|the cloud|amazon))|lift[- ]and[- ]shift|re-?host\w*|re-?platform\w*|replac\w*|rebuild\w*|re-?creat\w*|copy of|clone|modernis\w*|moderniz\w*)\b|(?<![\u0621-\u064A])(?:[وف]?(?:ننقل|نقل|انقل|أنقل|ترحيل|نرحل|نهجر|تهجير|نحول|استبدال|نستبدل|نبدل|بدل))(?![\u0621-\u064A])/;

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
