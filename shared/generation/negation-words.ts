/**
 * Words of the languages briefs are written in that refuse a thing and that carry the refusal
 * along a list: English, Arabic (Gulf and MSA) and Arabic written in Latin letters ("Arabizi",
 * where digits stand for letters: 7 for ح, 3 for ع). The reader (reading/negation.ts) builds its
 * patterns from these; a new spelling is a word added here, never a pattern of the reader's.
 * Each entry is a regular-expression fragment matched lower-cased, on word boundaries.
 */

/**
 * Arabizi words that refuse what follows them: "ma nabi" / "ma nebi" / "manbi" / "mabi" / "ma
 * nbgha" (we do not want), "bdoon" / "bidoon" / "bala" (without), "ma n7taj" (we do not need),
 * "mo lazem" / "mub lazem" (not needed), "la nreed" (we do not want), "la tsawi" / "la tsawoon"
 * (do not make), "la tbni" (do not build).
 */
export const ARABIZI_REFUSING: readonly string[] = [
  'ma ?n?[aei]?b(?:i|y|gh?a|3a)',
  'ma ?ab(?:i|y|gh?a)',
  'b[ie]?d(?:oo|ou|u)n',
  // Gulf "bala", Moroccan "bla" (without)
  'bala',
  'bla',
  'ma ?n[ae]?[7h]taj',
  'm[ou]b? laz[ei]m',
  'la n[ou]?reed',
  'la ts[ae]?w(?:i|y|oon|un|on)',
  'la tb(?:ni|ny|noon)',
];

/**
 * English words that open a refusal of each thing of a list ("neither SQS nor SNS"); the list's
 * own joiners (LIST_JOINERS) carry it to the next.
 */
export const ENGLISH_REFUSING: readonly string[] = ['neither'];

/**
 * Words that join one refused thing to the next in a list ("no SNS, SQS or EventBridge",
 * "بدون SNS ولا SQS", "bdoon sqs wla sns", "la nreed rds aw elasticache"): or, and, nor, in
 * Arabic and in Arabizi ("w" and, "wla" / "wala" nor, "aw" or).
 */
export const LIST_JOINERS: readonly string[] = [
  'or',
  'and',
  'nor',
  '&',
  '\\/',
  'أو',
  'او',
  'و',
  'ولا',
  'w',
  'wa',
  'w ?la',
  'wala',
  'aw',
];

/** Words that turn a clause back to what is wanted, ending a refusal's reach: Arabizi "bs" / "bas" (only, but). */
export const ARABIZI_TURNING: readonly string[] = ['bs', 'bas', 'bass', 'bes', 'lakin', 'lakn'];

/**
 * English words after a thing that refuse it ("ECS is not allowed", "SQS is forbidden by
 * policy", "Kinesis is out of the question"); never a restriction on what the thing does ("the
 * function is not allowed to delete items": the reader leaves a refusal followed by "to" or
 * "from" alone).
 */
export const ENGLISH_REFUSING_AFTER: readonly string[] = [
  "(?:is|are)(?: not|n't) (?:allowed|permitted)",
  '(?:is|are) (?:forbidden|prohibited|banned)',
  '(?:is|are) out of the question',
  '(?:is|are) not an option',
  '(?:is|are) (?:ruled|left) out',
  '(?:is|are) a no[- ]go',
  // idioms (grammar-words.ts IDIOMS), with or without their verb: "EKS off the table", "taking
  // Kafka off the table", "servers are out of the picture", "Kubernetes is a non-starter"
  '(?:(?:is|are) )?(?:off the table|out of the picture)',
  '(?:is|are) (?:a )?non[- ]?starters?',
];

/**
 * Arabic states said after a thing with a negating word before them ("غير مطلوب", "مو لازم",
 * "غير وارد": not an option, "مو مقبول"), each matched with its feminine and plural endings.
 */
export const ARABIC_REFUSED_STATES: readonly string[] = ['مطلوب', 'ضروري', 'لازم', 'وارد', 'مقبول'];

/**
 * Arabic words that may follow a refusal said after its thing and keep it the thing's ("الكافكا
 * مو وارد عندنا", "مو لازم أبداً"): "مو لازم" followed by any other word refuses that word instead.
 */
export const ARABIC_REFUSAL_TAILS: readonly string[] = [
  'عندنا',
  'لنا',
  'أبدا',
  'ابدا',
  'أبداً',
  'نهائيا',
  'نهائياً',
  'تماما',
  'تماماً',
  'بتاتا',
  'بتاتاً',
];

/** Arabic words after a thing that refuse it on their own ("Kafka مستبعد": ruled out, "مرفوض": refused, "خارج الحسابات": off the table). */
export const ARABIC_REFUSING_AFTER: readonly string[] = ['مستبعد', 'مرفوض', 'خارج الحسابات'];

/**
 * Arabizi states said after a thing that refuse it ("MSK mo wared": not an option, "ghair
 * matloob": not wanted, "mustab3ad": ruled out); "mo lazem" refuses what follows it (ARABIZI_REFUSING).
 */
export const ARABIZI_REFUSING_AFTER: readonly string[] = [
  '(?:m[ou]b?|gh?[ae]?[iy]r) (?:wa?ar[ie]d|m[ae]tl?oo?b|ma?gbool|ma?qbool)',
  'mu?st[ae]?b3[ae]d',
  'marfoo?d',
];

/** English words that negate what follows them ("no load balancers", "without a VPC"). */
export const ENGLISH_NEGATING: readonly string[] = ['no', 'not', 'without', 'never', 'nor'];

/**
 * Words that refuse what their clause describes, standing for the thing refused ("nothing should
 * run 24/7", "none of it may run all the time"): only words that describe (services/kinds.ts
 * `described`) are refused by them.
 */
export const NEGATING_PRONOUNS: readonly string[] = [
  'nothing',
  'none',
  'no ?one',
  'لا شي',
  'لا شيء',
  'ولا شي',
];

/** What looks like a negation and keeps what follows it ("don't forget the backups"). */
export const ENGLISH_NOT_NEGATING = "(?:don't|dont|not|never) forget";

/** English phrases that negate what follows them ("skip the cache", "rather than Kafka", "we don't need a VPC"). */
export const ENGLISH_NEGATING_PHRASES: readonly string[] = [
  "(?<!(?:n't|not|never) )forget about",
  'skip(?:ping)?',
  'avoid(?:ing)?',
  'rather than',
  'instead of',
  "(?:do|does|did)(?: not|n't) (?:want|need|use|add|require)",
  "(?:don't|dont|won't|no need for)",
  "we (?:don't|do not) (?:want|need)",
  'leav(?:e|ing) out',
  'exclud(?:e|ing)',
  '(?:can|could) do without',
  'there is no need for',
  'no use for',
  // doing without a thing ("can we do away with the NAT gateway?", "get rid of the cache")
  'do away with',
  'get(?:ting)? rid of',
  'go without',
  'dispens(?:e|ing) with',
];

/**
 * Arabic verbs of wanting and needing after "لا" / "ما" ("ما نبي", "لا نريد", "ما نحتاج"): MSA
 * and Gulf, then Egyptian ("عايز", "عاوزين": want; "محتاج": need) and Levantine ("بدي", "بدنا":
 * I, we want), so "ما بدنا" and "ما عاوزين" refuse as "ما نبي" does.
 */
export const ARABIC_WANTING: readonly string[] = [
  'نريد',
  'نحتاج',
  'يحتاج',
  'نبي',
  'نبغى',
  'نبغا',
  'نبى',
  'أريد',
  'اريد',
  'ابي',
  'أبي',
  'ابغى',
  'أبغى',
  'عايزين',
  'عايز[ةه]?',
  'عاوزين',
  'عاوز[ةه]?',
  'محتاجين',
  'محتاج[ةه]?',
  'بدنا',
  'بدي',
  'بدهم',
  // Maghrebi, whose "not" wraps the verb ("ما بغيناش", "مابغيتش", "ما كنحتاجوش")
  'بغينا(?:ش)?',
  'بغيت(?:ش)?',
  'كنحتاجو(?:ش)?',
];

/** Arabic words that negate what follows them ("بدون", "من غير", "ما نبي", "لا يوجد", "مو"), an attached "و" / "ف" allowed. */
export const ARABIC_NEGATING: readonly string[] = [
  'بدون',
  'من دون',
  'من غير',
  'دون',
  'بلا',
  'بلاش',
  'لسنا بحاجة (?:إلى|الى|ل)',
  '(?:لا|ما) ?(?:له )?داعي (?:ل|إلى|الى)?',
  `(?:لا|ما) ?(?:${ARABIC_WANTING.join('|')})`,
  '(?:لا|ما) ?(?:يوجد|في|فيه|فيها)',
  // Egyptian "there is no" ("مفيش API", "ما فيش كاش")
  'م[ا ]?فيش',
  // doing without it ("هل ممكن نستغني عن NAT؟", "الاستغناء عن الكاش")
  '(?:ن|ي|ت|أ|ا)?ستغن[يى] عن',
  'الاستغناء عن',
  'ليس',
  'ليست',
  'لا',
  'مو',
  'مش',
  'مب',
];

/** English words after a thing that say it is not needed ("a VPC is not needed"), before ENGLISH_REFUSING_AFTER. */
export const ENGLISH_NOT_NEEDED: readonly string[] = [
  "(?:is|are|was|were)(?: not|n't) (?:needed|required|necessary|wanted|a must)",
];

/** The same, after ENGLISH_REFUSING_AFTER ("the cache isn't necessary", "Kinesis is out of scope"). */
export const ENGLISH_NOT_NEEDED_MORE: readonly string[] = [
  "(?:isn't|aren't|not) (?:needed|required|necessary)",
  '(?:is|are) unnecessary',
  '(?:is|are) out of scope',
];

/** Arabic words of "not" before a state said after a thing ("غير مطلوب", "مو لازم"): see ARABIC_REFUSED_STATES. */
export const ARABIC_NOT: readonly string[] = ['غير', 'مو', 'مش', 'مب', 'ليس', 'ليست'];

/** Arabic phrases after a thing that say there is no need for it ("ما له داعي", "لا داعي لها"). */
export const ARABIC_NO_NEED_AFTER: readonly string[] = [
  '(?:ما|لا) (?:له|لها) (?:داعي|حاجة|حاجه)',
  'لا داعي (?:له|لها|لهم)',
];

/** Arabic verbs of needing that carry the pronoun of what they refuse ("أما الكاش فما نحتاجه"). */
export const ARABIC_NEEDING_IT: readonly string[] = [
  'نحتاج',
  'نبي',
  'نبغى',
  'نريد',
  'يحتاج',
  'أحتاج',
  'احتاج',
  'عايزين',
  'عاوزين',
  'محتاجين',
  'بدنا',
];

/** Arabic object pronouns attached to a verb ("نحتاجه", "نبيها"). */
export const ARABIC_OBJECT_PRONOUNS: readonly string[] = ['ها', 'ه', 'هم', 'هما'];

/** Words that open a clause of their own, where a postposed refusal's reach back stops ("that" qualifies the word before it). */
export const CLAUSE_OPENERS: readonly string[] = [
  'but',
  'while',
  'whereas',
  'so',
  'that',
  'which',
  'who',
  'أما',
  'لكن',
  'بس',
  'اللي',
  'التي',
  'الذي',
];

/** Words that turn a clause back to what is wanted, ending a negation's reach (ARABIZI_TURNING follows them). */
export const TURNING_WORDS: readonly string[] = [
  'but',
  'just',
  'only',
  'instead',
  'so',
  'then',
  'which',
  'that',
  'لكن',
  'بل',
  'فقط',
  'ثم',
];

/** Phrases that hold a negating word but negate no part of the design ("no downtime", "not only"). */
export const NOT_REFUSING: readonly string[] = [
  'no (?:downtime|later|more|less|longer|matter|single point|idle)',
  'not (?:only|just|exceed|more|less|before|after|later|now|yet|for now|right now)',
  'no[- ]code',
  // "nothing else": only what the brief names, nothing of it refused ("بس S3 bucket، ولا شي غيره")
  '[وف]?(?:لا|ما) ?(?:في )?(?:شي|شيء|اشي|حاج[ةه]) (?:غيره|غيرها|غيرهم|آخر|اخر|ثاني|زياد[ةه]|اضافي|إضافي)',
];

/**
 * Words after a refusal that stand for a thing the brief named before ("don't create a new one",
 * "no second one, please", "لا تسوون واحد جديد", "لا تبنون وحدة ثانية"): the refusal is of that
 * thing. A bare "one" (ONE_BARE) needs a word between it and the refusal: "no one" is nobody.
 */
export const ONE_AGAIN: readonly string[] = [
  '(?:a |an )?(?:new|second|separate|fresh|different|other|extra|additional) ones?',
  'another(?: one)?',
  'one more',
  '(?:واحد|وحد[ةه]) (?:جديد|ثاني|ثان|آخر|اخر|أخرى|اخرى|زياد[ةه]|إضافي|اضافي)[ةه]?',
  'غيره',
  'غيرها',
];
export const ONE_BARE: readonly string[] = ['one', 'واحد', 'وحد[ةه]'];

/** Words that turn away from a thing before words of existence ("PostgreSQL, but we have 500 users"). */
export const TURNING_AWAY: readonly string[] = ['but', 'so', 'while', 'لكن', 'بس'];

/** Words between the things of a list ("no SNS or any other queue"). */
export const LIST_DETERMINERS: readonly string[] = ['a', 'an', 'the', 'any', 'other', 'separate'];

/** Prepositions whose object a thing just after them is ("to DynamoDB", "في الجدول"). */
export const PREPOSITIONS: readonly string[] = [
  'to',
  'into',
  'in',
  'on',
  'from',
  'with',
  'by',
  'for',
  'at',
  'of',
  'في',
  'إلى',
  'الى',
  'على',
  'من',
  'عن',
  'مع',
];

/** Relative words that open a clause about the thing before them ("the service that is already running"). */
export const RELATIVE_WORDS: readonly string[] = ['which', 'that', 'who', 'اللي', 'الي', 'التي', 'الذي'];

/** Words after a name that open a phrase of their own or end a list, not a noun the name qualifies. */
export const PHRASE_OPENERS: readonly string[] = [
  'and',
  'or',
  'nor',
  'but',
  'please',
  'at',
  'in',
  'on',
  'for',
  'to',
  'from',
  'with',
  'by',
  'as',
  'either',
  'here',
  'there',
  'now',
  'anymore',
  'any',
  'whatsoever',
  'instead',
];

/** Determiners before a name that may make it qualify the noun after it ("not the S3 default"). */
export const NOUN_DETERMINERS: readonly string[] = ['the', 'its', 'their', 'our', 'your'];

/**
 * Words after a stated value that withdraw it ("400 is wrong", "٤٠٠ غلط", "الرقم ٤٠٠ خطأ"): the
 * brief states the value it meant after them, and that one is the requirement.
 */
export const WITHDRAWN_AFTER: readonly string[] = [
  '(?:is|was) (?:wrong|incorrect|a (?:mistake|typo))',
  'غلط',
  'خطأ',
  'خطا',
  'ghalat',
  'galat',
];

/**
 * Words after a thing, closing its clause, that put it off ("Athena later, not now", "OpenSearch
 * maybe next year, not for now", "a cache - not yet"): the design is for now, so it is not built.
 * The lead ("maybe next quarter, ") is part of the words, so the thing is what stands before them.
 */
export const ENGLISH_DEFERRED_AFTER: readonly string[] = [
  '(?:(?:(?:maybe|perhaps|possibly) )?(?:later|next (?:week|month|quarter|year|phase|sprint|release)|in (?:the|a) (?:future|later phase))[,;]? )?(?:but )?not (?:for |right |just )?(?:now|yet)(?=\\s*(?:[.,;:!?)]|$))',
];

/** The Arabic of ENGLISH_DEFERRED_AFTER ("الكاش مو الحين، بعدين", "أما OpenSearch فليس الآن"). */
export const ARABIC_DEFERRED_AFTER: readonly string[] = [
  '(?:(?:بعدين|لاحقا|لاحقاً|مستقبلا|مستقبلاً)[،,]?\\s*)?[وف]?(?:مو|مش|مب|ليس|لا|ماهو|مهو) (?:الحين|الآن|الان|حالياً|حاليا|حاليًا|هالحين|دحين|دلوقتي|هلق)(?=\\s*(?:[.,;:!?؟،)]|$))',
];

/** The same in Arabizi ("opensearch mo el7een, ba3dain"). */
export const ARABIZI_DEFERRED_AFTER: readonly string[] = [
  '(?:m[ou]b?|mesh|msh|la2?) (?:el|al)?(?:[7h]een|alhin|delwa2?ti|halla2)(?=\\s*(?:[.,;:!?)]|$))',
];
