/**
 * Words that say a thing the brief reaches is the customer's own: a word of place or of watching
 * before a possessive ("points to our website", "in front of our web servers", "ping our site"),
 * and in Arabic a word of place before the thing and a possessive after it ("على الموقع حقنا",
 * "أمام خوادم الويب الخاصة بنا"). The reader (reading/existing.ts) builds its patterns from these;
 * each entry is a regular-expression fragment matched lower-cased.
 */

/** English words that reach a thing: places ("in front of") and the verbs of watching it. */
export const REACHING_WORDS: readonly string[] = [
  'to',
  'into',
  'at',
  'in front of',
  'ahead of',
  'behind',
  'fronting',
  'pings?',
  'monitors?',
  'watch(?:es)?',
  'checks?',
  'protects?',
];

/**
 * English words after a thing the account has that name what it serves ("our existing CloudFront
 * distribution for our storefront"): with a possessive after them, that application is the
 * customer's too. After a thing the brief asks for ("a database for our new website") they say
 * nothing.
 */
export const SERVING_WORDS: readonly string[] = ['for', 'of', 'serving', 'fronting', 'in front of'];

/** English possessives that make the thing after them the customer's. */
export const POSSESSIVES: readonly string[] = ['our', 'my'];

/** Arabic words of place before the thing ("على", "قدام": in front of, "ورا": behind). */
export const ARABIC_REACHING_WORDS: readonly string[] = [
  'على',
  'إلى',
  'الى',
  'أمام',
  'امام',
  'قدام',
  'ورا',
  'وراء',
  'خلف',
];

/** Arabic possessives after the thing: Gulf "حقنا", MSA "الخاص بنا", "التابع لنا". */
export const ARABIC_POSSESSIVES_AFTER: readonly string[] = [
  'حقنا',
  'حقتنا',
  'حقي',
  'حقتي',
  '(?:ال)?(?:خاص|خاصة|خاصه) (?:بنا|بي)',
  '(?:ال)?(?:تابع|تابعة|تابعه) (?:لنا|لي)',
];

/**
 * Parties other than the customer whose systems a design reaches and never builds ("our bank's
 * API", "the vendor's REST API", "the ministry's portal"). The people a design serves (users,
 * customers, patients, members) are not among them: what they own is the design's to keep.
 */
export const OTHER_PARTIES: readonly string[] = [
  'partners?',
  'suppliers?',
  'vendors?',
  'banks?',
  'couriers?',
  'ministry',
  'government',
  'regulators?',
  'providers?',
  'carriers?',
  'insurers?',
  'distributors?',
  'third[- ]party',
  'payment (?:gateway|provider)',
  'shipping company',
];

/** The Arabic of OTHER_PARTIES: the bank, the supplier, the partner, the ministry, the provider, the carrier. */
export const ARABIC_OTHER_PARTIES: readonly string[] = [
  'بنك',
  'مصرف',
  'مورد',
  'موردين',
  'شريك',
  'شركاء',
  'وزار[ةه]',
  'مزود',
  'جه[ةه] خارجي[ةه]',
  'شرك[ةه] (?:ال)?شحن',
  'بواب[ةه] (?:ال)?دفع',
];

/** Arabic words of belonging between a thing and its owner ("حق", "تبع", "التابع ل", "الخاص ب"). */
export const ARABIC_BELONGING: readonly string[] = [
  'حق',
  'حقت',
  'حقة',
  'تبع',
  'تبعت',
  'التابع[ةه]? ل',
  'الخاص[ةه]? ب',
];

const otherParties = () => OTHER_PARTIES.join('|');

/** The determiners that make a party a known one, the customer's own partner ("our bank", "the vendor"). */
export const PARTY_DETERMINERS: readonly string[] = ['our', 'the', 'my', 'their'];

/**
 * English words before a thing that place it outside AWS, where the customer runs it already
 * ("our on-prem Oracle", "an on-premises SQL Server", "our self-hosted MySQL", "we already host"),
 * not after a relative word ("the db elly on-prem": said after it, see OUTSIDE_AFTER).
 */
export const OUTSIDE_BEFORE: readonly string[] = [
  '(?<!(?:elly|is|are) )on[- ]?prem(?:ise)?s?',
  'self[- ]hosted',
  'already (?:hosts?|hosting)',
  // what a known other party runs ("our bank's API", "the supplier's SFTP server"): reached, never
  // built; "a bank's mobile app" is the kind of customer the design is for, and stays the design's
  `(?:${PARTY_DETERMINERS.join('|')}) (?:${otherParties()})(?:'s|’s)`,
];

/**
 * Words after a thing that place it outside AWS: "(that is) on-prem", "in our data centre",
 * "running on our own servers", and in Arabic "في الداتا سنتر", "في مركز
 * البيانات", "اللي على سيرفراتنا" (a relative clause placing it on something of ours), "خارج
 * السحابة" (outside the cloud).
 */
export const OUTSIDE_AFTER: readonly string[] = [
  '(?:(?:elly|that is|which is|that are|which are) )?(?:on[- ]?prem(?:ise)?s?|on premises)',
  // not "in the office": that is more often where the people are ("a file share for staff in the office")
  // a word may name the place inside the phrase ("in our Jeddah data centre", "in the main server room")
  'in (?:our|the|my) (?:own )?(?:[a-z-]+ )?(?:data ?cent(?:er|re)s?|premises|server room)',
  '(?:running|hosted|that runs|which runs) on our (?:own )?(?:servers?|hardware|machines?)',
  'on our own (?:servers?|hardware|machines?)',
];

/** The Arabic of OUTSIDE_AFTER. */
export const ARABIC_OUTSIDE_AFTER: readonly string[] = [
  '(?:في|ب)(?:ال| ال| )(?:داتا ?سنتر|مركز (?:ال)?بيانات)',
  '(?:اللي|الي|التي|الذي) (?:على|في) \\S+نا',
  'خارج (?:ال)?سحاب[ةه]',
  // another party's ("API حق البنك", "سيرفر SFTP تبع المورد"): said with a word of belonging
  `(?:${ARABIC_BELONGING.join('|')}) ?(?:ال)?(?:${ARABIC_OTHER_PARTIES.join('|')})`,
];

/**
 * Arabic relative clauses after a thing that say it runs now ("التي تعمل حالياً", "اللي شغالة
 * حالياً", "الذي يعمل الآن"): the account has it. A relative word, a verb of running, then "now" (never "اللي نبيها الحين": what we want now).
 */
export const ARABIC_RUNNING_NOW: readonly string[] = [
  '(?:اللي|الي|التي|الذي|الذين) (?:تعمل|يعمل|تشتغل|يشتغل|شغال|شغالة|شغاله|تشتغلون) (?:حالياً|حاليا|الآن|الان|هالحين|الحين)',
];

/** English possessives and articles before "existing" / "current" ("our existing API", "the current site"). */
export const EXISTING_DETERMINERS: readonly string[] = ['our', 'the', 'my', 'their', 'your'];

/** English words after a determiner that say the thing exists ("existing" with its slips, "current", "present"). */
export const EXISTING_ADJECTIVES: readonly string[] = ['ex(?:is|si)(?:t|it|ti)i?ng', 'current', 'present'];

/** English verbs after "already" that say the account has the thing ("we already run ECS"). */
export const ALREADY_VERBS: readonly string[] = [
  'has',
  'have',
  'had',
  'runs?',
  'uses?',
  'got',
  'using',
  'running',
];

/**
 * A Gulf "running at ours on" before the thing ("شغال عندنا على ECS": the site runs on ECS
 * already), and "ours on" without the verb ("والـ workers عندنا على ECS", "لدينا على EC2": what
 * we have is on it). Without the verb only "على" places it: "عندنا في الشركة" is where we are.
 */
export const ARABIC_RUNNING_AT_OURS: readonly string[] = [
  '(?:شغال|شغالة|شغاله|يشتغل|تشتغل) (?:عندنا|عندي) (?:على|عل|في|ب)',
  '(?:عندنا|عندي|لدينا) (?:على|عل)',
];

/**
 * English words after the thing that say it exists: "already exists", Arabizi "mawjood", "(that)
 * we already have", before OUTSIDE_AFTER and EXISTING_STATES_AFTER.
 */
export const EXISTING_AFTER_WORDS: readonly string[] = ['al+ready exists?', 'mawjoo?d(?:a|ah|eh|een|in)?'];

/** English states after the thing that say it runs already ("we already have", "is already running", "in production today"). */
export const EXISTING_STATES_AFTER: readonly string[] = [
  '(?:that |which )?we (?:already )?(?:have|run|use|own)(?: already)?',
  '(?:(?:that|which) )?(?:is|are) al+ready (?:running|deployed|built|there|live|in place|set up|up|enabled|turned on|switched on|on|active|configured|provisioned|created)',
  '(?:that |which )?(?:is|are) (?:running )?(?:in place|in production) (?:today|now)',
];

/**
 * Adverbs of "already" that close the clause of a thing the account has ("the domain is in Route
 * 53 already.", "from before"); before anything else they are not about existence.
 */
export const ALREADY_CLOSING: readonly string[] = ['al+ready', 'from before', 'since before'];

/**
 * The Arabic of ALREADY_CLOSING ("في Route 53 من قبل", "مسبقاً", "سابقاً", "من زمان"): "من قبل"
 * closing its clause, never "من قبل الفريق" (by the team).
 */
export const ARABIC_ALREADY_CLOSING: readonly string[] = [
  'مسبقاً',
  'مسبقًا',
  'مسبقا',
  'سابقاً',
  'سابقًا',
  'سابقا',
  'من قبل',
  'من زمان',
];

/**
 * Words after words of existence that name where the existing thing lives ("an image that already
 * exists in our ECR repository", "صورة موجودة مسبقاً في مستودع ECR"): that place is the account's too.
 */
export const EXISTING_PLACE_WORDS: readonly string[] = ['in', 'on', 'inside', 'within', 'في', 'داخل', 'fi'];

/**
 * Words of "ours" between words of existence and the place the thing lives in ("موجودة عندنا في
 * Route 53", "موجودة لدينا في مستودع ECR", "mawjooda 3ndna fi", "already exists on our side in ECR").
 */
export const OURS_BEFORE_PLACE: readonly string[] = [
  'عندنا',
  'عندي',
  'لدينا',
  'لدي',
  '3ndna',
  '3andna',
  '3indna',
  'with us',
  'on our (?:side|end)',
  'at our end',
];

/**
 * Words that stand for every thing the sentence named before them ("both", "الثنتين", "كلاهما"),
 * opening the clause of words of existence: "an EFS and an RDS database, both already exist" says
 * the account has each of them. "و" / "ف" allowed before the Arabic.
 */
export const ALL_OF_THEM: readonly string[] = [
  'both',
  'all of them',
  'all three',
  'each of them',
  'الثنتين',
  'الثنين',
  'الاثنين',
  'الإثنين',
  'الاثنتين',
  'الإثنتين',
  'كلاهما',
  'كلتاهما',
  'كلهم',
  'كلها',
  'el etnen',
  'el tenen',
  'kilhom',
  'kolhom',
];

/** Arabic adjectives after the thing that say it exists ("الحالي", "الموجودة", "القائمة"), "و" / "ف" and the article allowed. */
export const ARABIC_EXISTING_ADJECTIVES: readonly string[] = [
  'حالي',
  'حالية',
  'حاليه',
  'حاليين',
  'موجود',
  'موجودة',
  'موجوده',
  'موجودين',
  'موجودات',
  'موجودان',
  'موجودتان',
  'قائم',
  'قائمة',
  'قائمه',
];

/** Arabic relative clauses after the thing that say the account has it ("اللي عندنا", "التي لدينا", "الذي نشغله"). */
export const ARABIC_OURS_AFTER: readonly string[] = [
  '(?:اللي|الي|التي|الذي|الذين) (?:عندنا|عندي|لدينا|لدي|نملكها|نملكه|نشغلها|نشغله|شغالة|شغال)',
];

/**
 * Words of a clause that moves what exists into AWS ("migrate our existing app", "ننقل موقعنا
 * الحالي"): there the thing is to be built, so its existing words refuse nothing.
 */
export const MOVING_HERE: readonly string[] = [
  'migrat\\w*',
  'mov(?:e|es|ed|ing) (?:it|them|our|this|the|over|away|from|(?:in)?to (?:aws|the cloud|amazon))',
  'switch(?:es|ed|ing)? (?:away )?from',
  'lift[- ]and[- ]shift',
  're-?host\\w*',
  're-?platform\\w*',
  'replac\\w*',
  'rebuild\\w*',
  're-?creat\\w*',
  'copy of(?![^,.;]*\\binto\\b)',
  'clone',
  'modernis\\w*',
  'moderniz\\w*',
];

/** The Arabic of MOVING_HERE ("ننقل", "ترحيل", "نستبدل"), "و" / "ف" allowed. */
export const ARABIC_MOVING_HERE: readonly string[] = [
  'ننقل',
  'نقل',
  'انقل',
  'أنقل',
  'ترحيل',
  'نرحل',
  'نهجر',
  'تهجير',
  'نحول',
  'استبدال',
  'نستبدل',
  'نبدل',
  'بدل',
];

/** Arabic words for a tag a brief selects what exists by ("الموسومة backup=daily", "التاغ"). */
export const ARABIC_TAG_WORDS: readonly string[] = ['وسم', 'موسوم[ةه]?', 'تاغ', 'تاق'];
