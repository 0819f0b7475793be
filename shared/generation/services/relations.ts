/**
 * The words that join two services in a brief and say which way the flow between them goes, in
 * English and Arabic: vocabulary data the offline reader's flow (reading/chain.ts) reads, kept
 * beside the service families so the reader's code holds no words of its own.
 */

/**
 * Arabic verbs by their stems: in the present tense after ي, ت or ن (he, she, we), with a
 * conjunction (و, ف) before and an object pronoun after ("وتحطه في": and puts it in, "ويرفعها":
 * and uploads it), MSA and Gulf ("يحط", "يودي", "يدز": puts, sends), with and without the hamza
 * ("تقرأ", "تقرا").
 */
const arabicVerbs = (stems: readonly string[]) =>
  `(?<![\u0621-\u064a])[وف]?[يتن](?:${stems.join('|')})(?:ه|ها|هم|هما)?(?![\u0621-\u064a])`;
const SENDS = [
  'رسل',
  'كتب',
  'حفظ',
  'خزن',
  'ستدعي',
  'شغل',
  'وجه',
  'نشر',
  'دفع',
  'طلق',
  'حط',
  'ودي',
  'دز',
  'حدث',
  // what goes to the second: "تروح لـ", "تذهب إلى"
  'روح',
  'ذهب',
];
const TAKES_FROM = ['قرأ', 'قرا', 'ستهلك', 'سحب', 'جلب', 'اخذ', 'أخذ'];
const CHANGES_IT = ['حدث', 'عدل', 'حذف', 'ضيف', 'غير'];

/**
 * Words of the language that join two services and say which way the flow between them goes:
 * from the first to the second (it writes to, sends, publishes, triggers, stores in, stands in
 * front of the second, what it handles goes to the second, or the second consumes, drains or
 * handles it), or from the second to the first (it is triggered, invoked or fed by the second,
 * or stands behind it). Nouns that are also
 * verbs ("records", "logs", "calls") are left out, as are words that go either way ("reads": a
 * function reads a queue it is fed by, and a table it calls).
 */
export const FORWARD = new RegExp(
  `${/\b(?:(?:consumed|polled|processed|handled|drained|read) by|writ(?:es|ing)|wrote|puts?|putting|sends?|sending|sent|publish(?:es|ed|ing)?|push(?:es|ed|ing)|stor(?:es|ing)|sav(?:es|ing)|invok(?:es|ing)|triggers|triggering|starts|starting|kicks? off|feeds|feeding|forwards|routes|routing|delivers|delivering|go(?:es)? (?:to|into)|flow(?:s|ing)? (?:to|into)|notif(?:y|ies|ying)|emails|fans? out|in front of|fronts|keep(?:s|ing)?\b[^.;]{0,40}\b(?:in|into|on))\b|(?<![\u0621-\u064a])(?:[وف]?[أا]رسل|[أا]مام|قدام)(?![\u0621-\u064a])/.source}|${arabicVerbs(SENDS)}`,
);
export const BACKWARD =
  /\b(?:(?:triggered|invoked|called|fed|started|kicked off|fronted) by|behind|subscribed to|listens? (?:to|on))\b|(?<![\u0621-\u064a])(?:خلف|وراء|ورا|(?:ي|ت)ستدعى من|(?:ي|ت)ستقبل من)(?![\u0621-\u064a])/;
/**
 * Words by which the first takes from the second ("a function reads from the queue", "consumes a
 * stream", "دالة تقرأ من الطابور"): the flow comes from the second where it is a source that starts
 * others (a queue, a stream), and goes from the first where the second is a store it calls (a table).
 */
export const TAKES = new RegExp(
  `${/\b(?:reads?|reading|pulls?|pulling|takes?|taking|fetch(?:es|ing)?|gets?|getting|receiv(?:es|ing))\b[^.;,]{0,30}?\bfrom\b|\bconsum(?:es|ing|e)\b|\bdrains?\b|\bpolls?\b/.source}|${arabicVerbs(TAKES_FROM)}`,
);
/**
 * The words that put what follows them upstream of what precedes them, also after the noun for
 * what passes and with one word before the service ("API access via a public ALB").
 */
export const VIA =
  /^[\s,]*((access|traffic|requests|calls|connections)\s+)?(via|through|عبر|من خلال)\s+((the|an?)\s+)?([\w-]+\s+)?$/;
/** The words that say which way the flow goes, with at most one word before the service ("to an HTTP endpoint"). */
export const TO = /^\s*(to|into|->|→|then( to)?|إلى|الى)\s+((the|an?|my|our)\s+)?([\w-]+\s+)?$/;

/**
 * Words by which a caller changes what it reaches, not only reads it ("reads and updates the
 * table", "reads the order from the table and marks it paid", "يقرأ من الجدول ويحدثه"): a relation
 * joined by one of them, beside a reading verb, needs the writing actions too.
 */
export const CHANGES = new RegExp(
  `${/\b(?:updat(?:es?|ing)|modif(?:y|ies|ying)|delet(?:es?|ing)|remov(?:es?|ing)|insert(?:s|ing)?|upserts?|edit(?:s|ing)?|increment(?:s|ing)?|decrement(?:s|ing)?|marks?|marking|sets?|setting|changes?|changing|adds?|adding|append(?:s|ing)?)\b/.source}|${arabicVerbs(CHANGES_IT)}`,
);

/**
 * The words between a server and what it is said to run ("EC2 instances running a batch
 * scheduler", "خادم EC2 يشغل Jenkins"): a verb of running, a determiner and a word or two.
 */
export const RUNS_ON_IT =
  /^\s*,?\s*(?:[\w\u0621-\u064a.-]+\s+){0,2}?(?:(?:that|which|to)\s+)?(?:runs?|running|hosts?|hosting|يشغل|يشغّل|تشغل|تشغّل|لتشغيل|عليه|عليها)\s+(?:(?:a|an|the|our|its|their|my)\s+)?(?:[\w.-]+\s+){0,2}$/;
