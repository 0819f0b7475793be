/**
 * The sounds Arabic letters and English spellings write, for reading a product name written in
 * Arabic letters as it sounds ("كلاود فرونت" is CloudFront, "أوبن سيرتش" OpenSearch, "نبتون"
 * Neptune): both are reduced to their consonants, each a sound class, and compared
 * (reading/transliterated.ts). Vowels are left out on both sides: Arabic writes English vowels as
 * it hears them (و, ي, ا or nothing), and English spells them many ways.
 *
 * Classes: B (b, p), T (t, th), D (d), K (k, hard c, q), G (g), J (j, soft g), S (s, z, soft c),
 * C (sh, ch), F (f, v, ph), H (h), L, M, N, R. Data only; a letter or spelling new to the table is
 * a line here.
 */

/** Each Arabic letter's sound classes (several where Arabic writes more than one English sound with it); absent letters are vowels. */
export const ARABIC_LETTER_SOUNDS: Readonly<Record<string, string>> = {
  ب: 'B',
  پ: 'B',
  ت: 'T',
  ط: 'T',
  ث: 'TS',
  ج: 'JG',
  چ: 'C',
  ح: 'H',
  خ: 'KH',
  د: 'D',
  ض: 'D',
  ذ: 'DS',
  ظ: 'DS',
  ر: 'R',
  ز: 'S',
  س: 'S',
  ص: 'S',
  ش: 'C',
  غ: 'G',
  گ: 'G',
  ف: 'F',
  ڤ: 'F',
  ق: 'KG',
  ك: 'K',
  ل: 'L',
  م: 'M',
  ن: 'N',
  ه: 'H',
};

/** Two Arabic letters that write one English sound ("تش" is ch: "سيرتش" search). */
export const ARABIC_DIGRAPH_SOUNDS: Readonly<Record<string, string>> = {
  تش: 'C',
};

/**
 * English spellings and their sound classes, longest first where one starts another; a spelling
 * with `before` sounds so only before one of those letters ("c" before e, i, y is s). A letter not
 * listed (a, e, i, o, u, w, y) is a vowel.
 */
export const ENGLISH_SPELLING_SOUNDS: readonly { spelling: string; sounds: string[]; before?: string }[] = [
  { spelling: 'tion', sounds: ['C', 'N'] },
  { spelling: 'sion', sounds: ['C', 'N'] },
  { spelling: 'sch', sounds: ['S', 'K'] },
  { spelling: 'sh', sounds: ['C'] },
  { spelling: 'ch', sounds: ['CK'] },
  { spelling: 'ph', sounds: ['F'] },
  { spelling: 'th', sounds: ['T'] },
  { spelling: 'ck', sounds: ['K'] },
  { spelling: 'qu', sounds: ['K'] },
  { spelling: 'gh', sounds: ['G'] },
  { spelling: 'c', sounds: ['S'], before: 'eiy' },
  { spelling: 'c', sounds: ['K'] },
  { spelling: 'g', sounds: ['JG'], before: 'eiy' },
  { spelling: 'g', sounds: ['G'] },
  { spelling: 'x', sounds: ['K', 'S'] },
  { spelling: 'q', sounds: ['K'] },
  { spelling: 'k', sounds: ['K'] },
  { spelling: 'b', sounds: ['B'] },
  { spelling: 'p', sounds: ['B'] },
  { spelling: 't', sounds: ['T'] },
  { spelling: 'd', sounds: ['D'] },
  { spelling: 's', sounds: ['S'] },
  { spelling: 'z', sounds: ['S'] },
  { spelling: 'j', sounds: ['J'] },
  { spelling: 'f', sounds: ['F'] },
  { spelling: 'v', sounds: ['F'] },
  { spelling: 'h', sounds: ['H'] },
  { spelling: 'l', sounds: ['L'] },
  { spelling: 'm', sounds: ['M'] },
  { spelling: 'n', sounds: ['N'] },
  { spelling: 'r', sounds: ['R'] },
];

/**
 * How near a word written in Arabic letters must sound to an English word to be read as it: at
 * least `minSounds` consonants on each side (fewer say too little: many Arabic words share three),
 * at least `minLetters` Arabic letters, the first consonant shared, and at most one sound in
 * `soundsPerEdit` of the shorter side added, dropped or changed.
 */
export const SOUND_MATCH = { minSounds: 4, minLetters: 4, soundsPerEdit: 6 } as const;

/**
 * Letters Arabic writes its own sounds with and an English word written in Arabic letters does
 * not need (ع ح ص ض ط ظ ث ذ, the hamza seats and ta marbuta): a word holding one is Arabic.
 */
export const ARABIC_ONLY_LETTERS = /[عحصضطظثذءئؤة]/;
