/**
 * Words of the languages' grammar that the reader's patterns (reading/, checklist/) are built
 * from: the Arabic article and the letters attached before a word, and the words that link, join
 * or turn clauses. Words of the language, never of a service; a new spelling is a word added
 * here, never a pattern of the reader's. Each entry is a regular-expression fragment matched
 * lower-cased.
 */

/** The Arabic article, alone or after an attached preposition: a definite mention ("ال", "وال", "بال", "لل"). */
export const ARABIC_DEFINITE: readonly string[] = ['ال', 'وال', 'بال', 'فال', 'كال', 'لل'];

/** The article and the letters Arabic attaches before a word, longest first ("وال", "لل", "و", "ب"). */
export const ARABIC_ATTACHED: readonly string[] = ['وال', 'بال', 'فال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف'];

/**
 * The letters of ARABIC_ATTACHED each stands for when the word it is written onto is English
 * ("والـ RDS", "بالـS3", "للـ Lambda", "وRDS"): the article goes, and a letter that is a word of
 * its own (و and, ب with, ل for, ف so, ك as) stands apart from the name as its English would.
 */
export const ARABIC_ATTACHED_ALONE: Readonly<Record<string, string>> = {
  وال: 'و',
  بال: 'ب',
  فال: 'ف',
  كال: 'ك',
  لل: 'ل',
  ال: '',
  و: 'و',
  ب: 'ب',
  ل: 'ل',
  ف: 'ف',
};

/** Words after "each" that give each one of a list its thing ("each is a Lambda", "each as its own function"). */
export const EACH_LINKS: readonly string[] = ['is', 'as', 'being', 'in', 'on'];

/** Words between two times that make them one window ("1 am to 4 am", "من 8 إلى 5", "between 1 and 4"). */
export const TIME_RANGE_JOINERS: readonly string[] = [
  'to',
  '-',
  '–',
  'until',
  'till',
  'and',
  'إلى',
  'الى',
  'حتى',
  'و',
];

/** English words that open the next clause after a time ("at 2 am and then ...", "but"). */
export const CLAUSE_TURNS: readonly string[] = ['and', 'then', 'while', 'but', 'also'];

/** English words after a comma that join a second request into the sentence (", and then", ", plus"). */
export const REQUEST_JOINERS: readonly string[] = [
  'and(?: then| also)?',
  'then',
  'but',
  'also',
  'plus',
  'as well as',
];

/** Verbs that give each of several its own thing ("each tenant has its own bucket", "each gets its own queue"). */
export const OWN_GIVING: readonly string[] = ['has', 'gets', 'with', 'having', 'is given'];

/** Words before a thing given once for each of several ("one queue per tenant", "a dedicated bucket for each"). */
export const ONE_FOR_EACH: readonly string[] = ['one', 'a', 'an', 'its own', 'a separate', 'a dedicated'];

/** Words between a thing given once for each of several and what there are several of ("one queue per tenant", "a consumer on each queue"). */
export const FOR_EACH_OF: readonly string[] = [
  'per',
  'for each',
  'for every',
  'on each',
  'on every',
  'behind each',
  'behind every',
  'in front of each',
  'reading each',
  'reading from each',
  'consuming each',
  'subscribed to each',
];

/** Arabic words for "each" before what there are several of ("كل طابور", "وكل واحدة"). */
export const ARABIC_EACH: readonly string[] = ['كل', 'وكل', 'ولكل', 'لكل'];
/** Arabic words for "each one" that name no thing of their own ("كل واحدة عليها lambda"): what there are several of was named before. */
export const ARABIC_EACH_ONE: readonly string[] = ['واحد', 'واحدة', 'واحده', 'وحدة', 'وحده'];
/**
 * Arabic pronouns attached to a preposition that point back to each one ("كل طابور تقرأ منه دالة":
 * each queue, a function reads from it; "كل وحدة عليها lambda"): what follows is its own.
 */
export const ARABIC_EACH_BACK: readonly string[] = [
  'منه',
  'منها',
  'عليه',
  'عليها',
  'فيه',
  'فيها',
  'له',
  'لها',
  'وراه',
  'وراها',
  'خلفه',
  'خلفها',
];

/** Arabic words after a thing given to each of several ("لكل عميل باكت خاص", "مستقلة"). */
export const ARABIC_OWN_AFTER: readonly string[] = ['خاص', 'خاصة', 'خاصه', 'مستقل', 'مستقلة'];

/** Words between "budget" and its figure ("budget of 300", "budget is around 2k"). */
export const BUDGET_LEADS: readonly string[] = ['of', 'is', 'around', 'about', 'under', 'below'];

/**
 * Words before a thing that make it what another thing is for ("a cache for our website", "كاش
 * للموقع", "logs of the app"): the thing is the brief's own, named as a purpose, not an ask. English
 * words with the determiners that may follow them; Arabic letters attached to the thing itself.
 */
export const SERVED_FOR_BEFORE: readonly string[] = ['for', 'of', 'in front of', 'behind'];
export const SERVED_FOR_DETERMINERS: readonly string[] = ['our', 'the', 'my', 'your', 'their', 'its'];
export const SERVED_FOR_ATTACHED: readonly string[] = ['لل', 'ل'];

/**
 * Words that follow "called" / "named" as grammar, not as the name given ("a function called by
 * the API", "called every night"): a plain word after those verbs is a name only when it is none
 * of these.
 */
export const NOT_A_NAME: readonly string[] = [
  'by',
  'from',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'via',
  'through',
  'when',
  'whenever',
  'once',
  'every',
  'each',
  'after',
  'before',
  'as',
  'the',
  'a',
  'an',
  'and',
  'or',
  'it',
  'them',
  'something',
  'whatever',
];

/** Words after a name given in one word that join the rest of the clause ("a queue named jobs with a DLQ"). */
export const AFTER_A_NAME: readonly string[] = ['and', 'with', 'for', 'that', 'which', 'in', 'on'];

/**
 * Idioms: phrases whose words name no part of a design, though a word of theirs is a service's
 * ("off the table" is no DynamoDB table, "in the pipeline" no CodePipeline, "bucket list" no S3
 * bucket). The service reader reads none of their words; those that refuse the thing before them
 * ("EKS off the table") are negation-words.ts ENGLISH_REFUSING_AFTER too. English lower-cased,
 * then Arabic.
 */
export const IDIOMS: readonly string[] = [
  '(?:off|on|at|to) the table',
  'table stakes',
  'round[- ]?table',
  'out of the picture',
  'in the pipeline',
  'bucket list',
  'in the same bucket',
  'in the queue for',
  'خارج الحسابات',
  'على الطاولة',
];
