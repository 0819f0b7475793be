/**
 * Words of the language that say how many of a thing a brief means, beyond the figures of
 * number-words.ts: phrases that count ("a pair of"), words that set one of a kind apart from
 * one named before ("another", "a second", "أخرى") and words that open such a series ("one",
 * "the first"). The reader (reading/counts.ts) reads them around each service's mention; what a
 * count means for a service is its family's to declare (a stated setting that `sizes` it).
 */

/** Phrases before a name that count it ("a pair of queues", "زوج من الطوابير"), lower-cased. */
export const COUNT_PHRASES: Readonly<Record<string, number>> = {
  'a pair of': 2,
  'pair of': 2,
  'a couple of': 2,
  'couple of': 2,
  multiple: 2,
  several: 3,
  'زوج من': 2,
};

/**
 * Words of measure a figure may stand before, between it and a name ("a 32 character password",
 * "١٠ حروف"), beside the units of time and size (properties/units.ts: "a 15 minute timeout", "a 2
 * GB function"): the figure measures the thing, it does not count it.
 */
export const MEASURE_WORDS: ReadonlySet<string> = new Set([
  'character',
  'characters',
  'char',
  'chars',
  'digit',
  'digits',
  'letter',
  'letters',
  'byte',
  'bytes',
  'kb',
  'percent',
  'حرف',
  'حروف',
  'خانة',
  'خانات',
]);

/**
 * Words that ask for a new one of a kind beside one the account has ("a new bucket", "another
 * queue"): English before the thing, at most two words between ("a new S3 bucket").
 */
export const NEW_BEFORE: readonly string[] = [
  'new',
  'brand-new',
  'brand new',
  'another',
  'a separate',
  'a fresh',
];

/** The same after the thing, in Arabic and Arabizi ("باكت جديد", "حاوية S3 جديدة", "queue jdeeda"). */
export const NEW_AFTER: readonly string[] = [
  'جديد',
  'جديدة',
  'جديده',
  'أخرى',
  'اخرى',
  'آخر',
  'اخر',
  'ثاني',
  'ثانية',
  'ثانيه',
  'jdeed',
  'jdeeda',
  'jdid',
  'jdida',
  'jadeed',
  'jadeeda',
];

/**
 * Words that refuse a new one said after them in its clause ("do not create a new one", "ولا
 * تسوون واحد جديد", "la tsawe wa7ed jdeed"); an Arabic particle may be written joined to the
 * verb after it ("لاتسوي", "مانبي").
 */
export const NOT_NEW_BEFORE: readonly string[] = [
  'no',
  'not',
  'never',
  "don't",
  'dont',
  'without',
  'لا',
  'ولا',
  'ما',
  'مو',
  'مب',
  'بدون',
  'la',
  'ma',
  'mo',
  'bdoon',
  'bidoon',
];
/** Arabic particles of refusal written joined to the present-tense verb after them ("لاتسوي"). */
export const NOT_NEW_JOINED: readonly string[] = ['لا', 'ما'];

/** Words before a name that make it one more of its kind ("another function", "a second Lambda"). */
export const ANOTHER_BEFORE: readonly string[] = [
  'another',
  'a second',
  'the second',
  'a third',
  'the third',
  'a separate',
  'the separate',
  'a different',
  'one more',
  'the other',
  'a further',
];

/**
 * Words between a count of a thing's own word and the service it runs on or in ("two services on
 * Fargate", "3 tables in DynamoDB", "خدمتان على Fargate"): the count is of that service.
 */
export const COUNTED_ON: readonly string[] = ['on', 'in', 'with', 'using', 'على', 'في', 'عبر'];

/** Arabic words after a name that make it one more of its kind ("دالة أخرى", "طابور ثان"). */
export const ANOTHER_AFTER: readonly string[] = [
  'أخرى',
  'اخرى',
  'الأخرى',
  'الاخرى',
  'آخر',
  'اخر',
  'الآخر',
  'الاخر',
  'ثانية',
  'الثانية',
  'ثان',
  'ثاني',
  'الثاني',
  'ثالثة',
  'الثالثة',
  'منفصلة',
  'منفصل',
  'مستقلة',
  'مستقل',
];

/**
 * Words standing for one more of the kind named just before them, with no name of their own
 * ("check credit with one function, then notify with another", "دالة للتحقق وأخرى للإشعار").
 * English ones stand so only after an opening word (see FIRST_OF_KIND).
 */
export const ANOTHER_ALONE: readonly string[] = [
  'another',
  'the other',
  'a second',
  'the second',
  'وأخرى',
  'واخرى',
  'والأخرى',
  'والاخرى',
  'وآخر',
  'واخر',
  'والآخر',
  'والاخر',
  'وثانية',
  'والثانية',
];

/** Words before a name that open a series its later members continue ("one function ..., another ..."). */
export const FIRST_OF_KIND: readonly string[] = ['one', 'the first', 'a first', 'first'];

/**
 * Words before a plain name that are no name of their own: articles, pointers and the common
 * qualities ("the encrypted bucket" is no other bucket than "the bucket").
 */
export const NOT_A_NAME: ReadonlySet<string> = new Set(
  `a an the this that these those its their our your my his her same one each every any some
   new existing main private public encrypted single shared central dedicated first last other
   own default primary small large big standard regular plain simple which`.split(/\s+/),
);

/** Words a name of one of a kind follows ("the billing bucket", "a separate thumbnails bucket"). */
export const NAME_FOLLOWS: readonly string[] = [
  'the',
  'a',
  'an',
  'our',
  'their',
  'its',
  'your',
  'my',
  'this',
  'that',
  'separate',
  'second',
  'another',
  'new',
];

/**
 * Words after a plural that open the list of its members' names ("three queues: billing,
 * inventory and notifications", "queues named a and b", "طوابير بأسماء a و b", "اسماؤها"): the
 * colon and a dash, and the naming words of the language, singular and plural (properties/words.ts
 * NAMING_WORDS names one; these name each of several).
 */
export const NAMES_OPEN: readonly string[] = [
  ':',
  '-',
  'named',
  'called',
  'namely',
  'باسم',
  'بأسماء',
  'باسماء',
  'بالأسماء',
  'بالاسماء',
  'أسماؤها',
  'اسماؤها',
  'أسماءها',
  'اسماءها',
  'أسماؤهم',
  'اسماؤهم',
  'اسمها',
  'اسمهم',
  'هي',
  'وهي',
];
/** Words that join the names of a list ("a, b and c", "a و b", "a & b"). */
export const NAMES_JOIN: readonly string[] = [',', 'and', '&', 'و'];
/** Those of them that come before a list's last name only (English "a, b and c"; Arabic joins each: "a و b و c"). */
export const NAMES_LAST_JOIN: readonly string[] = ['and', '&'];
