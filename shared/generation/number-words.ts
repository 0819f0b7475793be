/**
 * Numbers briefs write as words, in English and Arabic: one table for every reader of a brief
 * (the offline reader's counts and stated settings, the checklist's stated durations and times).
 */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

export const ARABIC_NUMBER_WORDS: Readonly<Record<string, number>> = {
  واحد: 1,
  اثنين: 2,
  اثنتين: 2,
  اثنان: 2,
  ثلاث: 3,
  ثلاثة: 3,
  أربع: 4,
  أربعة: 4,
  خمس: 5,
  خمسة: 5,
  ست: 6,
  ستة: 6,
  سبع: 7,
  سبعة: 7,
  ثماني: 8,
  ثمانية: 8,
  تسع: 9,
  تسعة: 9,
  عشر: 10,
  عشرة: 10,
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ENGLISH_NUMBER_WORDS,
  ...ARABIC_NUMBER_WORDS,
};
