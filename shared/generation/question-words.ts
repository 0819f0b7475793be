/**
 * Words that decide what a question in a brief asks (reading/questions.ts): whether the design
 * needs a thing ("do we even need Aurora?", "هل نحتاج NAT؟"), and the answer the brief gives to it
 * in the words after ("No.", "A small one is enough", "لا، مو لازم"). A question that asks for a
 * thing ("could you add a WAF?", "is it possible to delete files after 90 days?") is an ask, and
 * needs no words here: the reader reads it as it reads a statement. Words of the languages, never
 * of a service; each entry is a regular-expression fragment matched lower-cased.
 */

/**
 * Words that open a question of need, at the start of its sentence: what follows is what the
 * brief asks whether it needs ("do we need X", "why would we need X", "should we add X", "هل
 * نحتاج X", "في داعي لـ X", "محتاجين X؟"), up to the end of the question or its alternative.
 */
export const NEED_QUESTION_OPENERS: readonly string[] = [
  '(?:do|would|will) (?:we|i|you|they) (?:(?:even|really|actually|still|truly) )?(?:need|want|require|have to have)',
  '(?:does|would|will) (?:it|this|that) (?:(?:even|really|actually) )?(?:need|require)',
  '(?:is|was) there (?:(?:even|really|actually) )?(?:a |any )?(?:real )?(?:need|point|reason) (?:for|to have|in having|to add)',
  "(?:why|what for) (?:would|do|should|did|'d) (?:we|i|you) (?:(?:even|really|actually) )?(?:need|want|use|add|have|build)",
  "(?:what(?:'s| is) the point of|who needs)",
  '(?:should|shall|must) (?:we|i|you) (?:(?:even|really|actually|also) )?(?:add|use|have|include|put|build|get|need|go for)',
  'هل (?:(?:فعلا|فعلاً|حقا|حقاً|اصلا|أصلا|أصلاً|اصلاً) )?(?:نحن )?(?:نحتاج|بنحتاج|منحتاج|يحتاج|نبي|نبغى|لازم|يلزم|يلزمنا|من الضروري|بحاجة|نحن بحاجة)',
  '(?:هو )?(?:احنا|إحنا|احنا فعلا) (?:محتاجين|عايزين|عاوزين)',
  '(?:هل )?(?:في|فيه|فيش|فيها) (?:داعي|حاجة|حاجه|لزوم|ضرورة) (?:ل|إلى|الى|لـ|ل ال)?',
  '(?:محتاجين|نحتاج|منحتاج|بنحتاج|يلزمنا|لازمنا)',
];

/**
 * Words between a question's opener and its start of sentence that do not stop it being the
 * sentence's opener ("So, do we need ...", "طيب هل نحتاج", "Also - should we add ...").
 */
export const QUESTION_LEADS: readonly string[] = [
  'so',
  'and',
  'but',
  'also',
  'ok',
  'okay',
  'well',
  'honestly',
  'one question',
  'question',
  'و',
  'طيب',
  'بس',
  'سؤال',
  'يعني',
];

/**
 * Words in a question of need that doubt the thing ("do we even need a NAT gateway?", "هل نحتاج
 * Aurora فعلاً؟"): a question left unanswered that holds one is a refusal; one without them waits
 * for its answer and, unanswered, stays an ask.
 */
export const DOUBTING_WORDS: readonly string[] = [
  'even',
  'really',
  'actually',
  'honestly',
  'truly',
  'why',
  'point',
  'who needs',
  'فعلا',
  'فعلاً',
  'حقا',
  'حقاً',
  'اصلا',
  'أصلا',
  'أصلاً',
  'اصلاً',
];

/** Words that put a second choice beside the first in a question ("Aurora, or is RDS enough?", "Aurora أم RDS", "ولا"). */
export const QUESTION_ALTERNATIVES: readonly string[] = [
  'or',
  'أم',
  'ام',
  'ولا',
  'او',
  'أو',
  'walla',
  'wala',
];

/**
 * Words that say a thing will do ("a small one is enough", "RDS will do", "تكفي الصغيرة"): in a
 * question's alternative, or in the answer after it, they choose the second choice over the first.
 */
export const ENOUGH_WORDS: readonly string[] = [
  'enough',
  'sufficient',
  'suffices?',
  'will do',
  'would do',
  'does the job',
  'is fine',
  'يكفي',
  'تكفي',
  'بيكفي',
  'بتكفي',
  'يكفى',
  'تكفى',
  'كافي',
  'كافية',
  'كافيه',
];

/** Words that open an answer of no, just after a question ("No.", "We don't.", "Not really", "لا، مو لازم", "la2"). */
export const NO_ANSWERS: readonly string[] = [
  'no',
  'nope',
  'nah',
  'not really',
  'not needed',
  'not necessary',
  'no need',
  "(?:we|i) (?:don't|do not|won't|will not)(?: think so)?",
  "i don't think so",
  'لا',
  'لأ',
  'لاء',
  'مو لازم',
  'مش لازم',
  'مب لازم',
  'ما يحتاج',
  'ما نحتاج',
  'مش محتاجين',
  'ما في داعي',
  'لا داعي',
  'la2',
];

/** Words that open an answer of yes, just after a question ("Yes, please.", "إي", "أكيد"). */
export const YES_ANSWERS: readonly string[] = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'definitely',
  'of course',
  'absolutely',
  'please do',
  'نعم',
  'إي',
  'اي',
  'ايه',
  'إيه',
  'أيوه',
  'ايوه',
  'أيوة',
  'ايوة',
  'أكيد',
  'اكيد',
  'طبعا',
  'طبعاً',
  'aywa',
  'akeed',
  'na3am',
];
