/**
 * Words of the language that bound how many of a thing a brief wants, beside the figures of
 * number-words.ts and the range words of properties/words.ts: the least ("at least 3 nodes", "min
 * 2", "الحد الأدنى ٢ مهمة") and the most ("up to 12", "never more than 9", "بتكبر لدرزن"). The
 * reader (reading/bounds.ts) reads them in the words of a service's mention; what the bounds set
 * is the family's to declare (a stated setting with a `bound`). Lower-cased, as the reader sees
 * the brief: figures in Western digits, an attached preposition apart ("ل 12").
 */

/** Words before a figure that make it the least of what follows ("at least 3 nodes", "على الأقل ٣"). */
export const LOWER_BOUND_BEFORE: readonly string[] = [
  'at least',
  'min',
  'min.',
  'minimum',
  'minimum of',
  'a minimum of',
  'no fewer than',
  'no less than',
  'never fewer than',
  'never less than',
  'not less than',
  'starting at',
  'starting with',
  'starts at',
  'starts with',
  'start at',
  'start with',
  'الحد الأدنى',
  'الحد الادنى',
  'حد أدنى',
  'حد ادنى',
  'بحد أدنى',
  'بحد ادنى',
  'كحد أدنى',
  'كحد ادنى',
  'على الأقل',
  'على الاقل',
  'لا يقل عن',
  'لا تقل عن',
  'ما يقل عن',
  'ما تقل عن',
  'تبدأ ب',
  'يبدأ ب',
  'تبدا ب',
  'يبدا ب',
  'بتبلش ب',
  'بيبلش ب',
  'تبلش ب',
  'يبلش ب',
];

/** Words before a figure that make it the most of what follows ("up to 12", "never more than 9", "الحد الأقصى ١٠"). */
export const UPPER_BOUND_BEFORE: readonly string[] = [
  'at most',
  'max',
  'max.',
  'maximum',
  'maximum of',
  'a maximum of',
  'up to',
  'no more than',
  'never more than',
  'not more than',
  'grow to',
  'grows to',
  'growing to',
  'grow up to',
  'scale to',
  'scales to',
  'scaling to',
  'scale out to',
  'scale up to',
  'scales out to',
  'scales up to',
  'burst to',
  'الحد الأقصى',
  'الحد الاقصى',
  'حد أقصى',
  'حد اقصى',
  'بحد أقصى',
  'بحد اقصى',
  'كحد أقصى',
  'كحد اقصى',
  'لحد',
  'لغاية',
  'لا يزيد عن',
  'لا تزيد عن',
  'ما يزيد عن',
  'ما تزيد عن',
  'يكبر ل',
  'تكبر ل',
  'بتكبر ل',
  'بيكبر ل',
  'يكبر إلى',
  'تكبر إلى',
  'يتوسع ل',
  'تتوسع ل',
  'يتوسع إلى',
  'تتوسع إلى',
  'يوصل ل',
  'توصل ل',
  'بيوصل ل',
  'بتوصل ل',
];

/** Words that open a range ("from 2 to 10", "between 2 and 12", "من ٢ إلى ١٠", "من ٣ لـ ٦"). */
export const RANGE_FROM: readonly string[] = ['from', 'between', 'من', 'بين'];

/**
 * Words between a range's two ends after an opening word only ("between 2 and 12", "من ٣ لـ ٦"):
 * alone they join two counts ("2 and 3"), not a range. properties/words.ts RANGE_JOINS join either way.
 */
export const RANGE_JOINS_AFTER_FROM: readonly string[] = ['and', 'و', 'ل', 'لـ'];

/**
 * Words that say a thing grows and shrinks with its load ("scale from 2 to 10", "autoscale
 * between 2 and 8", "التوسع من ٢ إلى ٦"): bounds said after one are of the thing that scales,
 * even where no word after the figures says what they count.
 */
export const SCALING_WORDS: readonly string[] = [
  'scale',
  'scales',
  'scaling',
  'autoscale',
  'autoscales',
  'autoscaling',
  'auto-scale',
  'auto scale',
  'auto scaling',
  'grow',
  'grows',
  'shrink',
  'يتوسع',
  'تتوسع',
  'التوسع',
  'توسع',
  'يكبر',
  'تكبر',
  'بتكبر',
  'بيكبر',
  'سكيلنق',
  'سكيلنج',
];
