/**
 * Arabic written in Latin letters and digits ("Arabizi": "abi lamda tshta8el kel yom el sa3a 11")
 * as the Arabic letters it stands for, so the reader reads it as Arabic
 * (reading/arabizi.ts). Data only: a new spelling is a line here.
 *
 * A word is read so where a digit stands for a letter between its letters ("wa7ed", "ba3d") or
 * where it is one of ARABIZI_WORDS, and only in a brief that holds at least
 * ARABIZI_SIGNS.minWords of those words: "law", "bas" or "fi" alone in an English brief are English.
 */

/** Digits that stand for Arabic letters, each with the letters it may be (the first is the usual one). */
export const ARABIZI_DIGITS: Readonly<Record<string, readonly string[]>> = {
  "3'": ['غ'],
  "7'": ['خ'],
  "6'": ['ظ'],
  "9'": ['ض'],
  '2': ['ء', 'ق', 'ا'],
  '3': ['ع'],
  '5': ['خ'],
  '6': ['ط'],
  '7': ['ح'],
  '8': ['غ', 'ق'],
  '9': ['ص', 'ق'],
};

/** Latin consonants and digraphs and the Arabic letters they write, longest first (the first is the usual one). */
export const ARABIZI_CONSONANTS: Readonly<Record<string, readonly string[]>> = {
  sh: ['ش'],
  kh: ['خ'],
  gh: ['غ'],
  th: ['ث', 'ذ'],
  dh: ['ذ', 'ض'],
  ch: ['تش'],
  b: ['ب'],
  t: ['ت'],
  j: ['ج'],
  d: ['د'],
  r: ['ر'],
  z: ['ز'],
  s: ['س', 'ص'],
  f: ['ف'],
  q: ['ق'],
  k: ['ك'],
  l: ['ل'],
  m: ['م'],
  n: ['ن'],
  h: ['ه', 'ح'],
  w: ['و'],
  y: ['ي'],
  g: ['ق', 'ج', 'غ'],
  p: ['ب'],
  v: ['ف'],
  c: ['ك'],
  x: ['كس'],
};

/**
 * Latin vowels and the Arabic letters they may be at a word's start, in its middle and at its end:
 * a long vowel is written, a short one is not (so both are tried: "sa3a" is "ساعة", "ba3d" "بعد"),
 * and a last "a" or "o" may be a ta marbuta or a pronoun ("7aja" is "حاجة", "esmo" "اسمه").
 */
export const ARABIZI_VOWELS: readonly {
  spelling: string;
  start: readonly string[];
  middle: readonly string[];
  end: readonly string[];
}[] = [
  { spelling: 'aa', start: ['آ', 'ا'], middle: ['ا'], end: ['ا'] },
  { spelling: 'ee', start: ['اي'], middle: ['ي'], end: ['ي'] },
  { spelling: 'ii', start: ['اي'], middle: ['ي'], end: ['ي'] },
  { spelling: 'oo', start: ['او'], middle: ['و'], end: ['و'] },
  { spelling: 'ou', start: ['او'], middle: ['و'], end: ['و'] },
  { spelling: 'uu', start: ['او'], middle: ['و'], end: ['و'] },
  { spelling: 'ai', start: ['اي'], middle: ['ي', 'اي'], end: ['ي', 'اي'] },
  { spelling: 'ay', start: ['اي'], middle: ['ي', 'اي'], end: ['ي', 'اي'] },
  { spelling: 'ei', start: ['اي'], middle: ['ي'], end: ['ي'] },
  { spelling: 'ey', start: ['اي'], middle: ['ي'], end: ['ي'] },
  { spelling: 'aw', start: ['او'], middle: ['و', 'او'], end: ['و', 'او'] },
  { spelling: 'ow', start: ['او'], middle: ['و'], end: ['و'] },
  { spelling: 'a', start: ['ا'], middle: ['', 'ا'], end: ['ا', 'ه', 'ى'] },
  { spelling: 'e', start: ['ا'], middle: ['', 'ي'], end: ['ي', 'ه'] },
  { spelling: 'i', start: ['ا', 'اي'], middle: ['', 'ي'], end: ['ي', 'ه'] },
  { spelling: 'o', start: ['ا', 'او'], middle: ['و', ''], end: ['و', 'ه'] },
  { spelling: 'u', start: ['ا', 'او'], middle: ['و', ''], end: ['و', 'ه'] },
];

/**
 * Arabizi words read as Arabic in a brief written so, with their Arabic where the letters alone
 * would mislead ("ma" is "ما", not "مه"; "mafi" is "ما في"), or null where the letters give it
 * (the spelling the vocabulary knows is chosen): wanting, having, grammar, time and greeting
 * words. "law", "bas" and "fi" are English words too: a brief needs ARABIZI_SIGNS.minWords of these.
 */
export const ARABIZI_WORDS: Readonly<Record<string, string | null>> = {
  abi: 'ابي',
  abgha: 'ابغى',
  ebghi: 'ابغي',
  nabi: 'نبي',
  nebi: 'نبي',
  nbi: 'نبي',
  nabgha: 'نبغى',
  bdna: 'بدنا',
  bdi: 'بدي',
  ana: 'انا',
  ma: 'ما',
  mo: 'مو',
  mu: 'مو',
  mub: 'مب',
  mesh: 'مش',
  msh: 'مش',
  la: 'لا',
  mafi: 'ما في',
  mafee: 'ما في',
  mafeesh: 'مفيش',
  bdoon: 'بدون',
  bdun: 'بدون',
  bidoon: 'بدون',
  lazem: 'لازم',
  lazim: 'لازم',
  w: 'و',
  wa: 'و',
  wala: 'ولا',
  wla: 'ولا',
  bs: 'بس',
  bas: 'بس',
  bass: 'بس',
  fi: 'في',
  fe: 'في',
  mn: 'من',
  '3la': 'على',
  '3ala': 'على',
  '3an': 'عن',
  '3n': 'عن',
  momken: 'ممكن',
  mumkin: 'ممكن',
  mmkn: 'ممكن',
  nestaghni: 'نستغني',
  nestaghna: 'نستغنى',
  nistaghna: 'نستغنى',
  nestghni: 'نستغني',
  '3nd': 'عند',
  '3ind': 'عند',
  '3ndna': 'عندنا',
  '3indna': 'عندنا',
  '7ag': 'حق',
  '7aq': 'حق',
  '7aga': 'حاجة',
  '7aja': 'حاجة',
  lw: 'لو',
  law: 'لو',
  lama: 'لما',
  lamma: 'لما',
  kel: 'كل',
  kil: 'كل',
  kol: 'كل',
  kul: 'كل',
  yom: 'يوم',
  youm: 'يوم',
  yoom: 'يوم',
  ayam: 'ايام',
  lail: 'ليل',
  leil: 'ليل',
  // the zone's lead: "b tawqeet el riyadh" is "بتوقيت الرياض"
  tawqeet: 'توقيت',
  tawqit: 'توقيت',
  taw2eet: 'توقيت',
  shahar: 'شهر',
  esmo: 'اسمه',
  esmu: 'اسمه',
  ismo: 'اسمه',
  esmha: 'اسمها',
  esmah: 'اسمه',
  ismah: 'اسمه',
  ismaha: 'اسمها',
  mawjood: 'موجود',
  mawjooda: 'موجودة',
  mawjoodeen: 'موجودين',
  jdeed: 'جديد',
  jdeeda: 'جديدة',
  abadan: 'ابدا',
  tsawi: 'تسوي',
  tsawe: 'تسوي',
  tsawoon: 'تسوون',
  tsawwon: 'تسوون',
  '3shan': 'عشان',
  '3ashan': 'عشان',
  ay: 'اي',
  ayy: 'اي',
  ya: 'يا',
  salam: 'سلام',
  hala: 'هلا',
  shabab: 'شباب',
};

/**
 * The article and the letters attached before it, written apart in Arabizi ("el sa3a", "wel logs",
 * "lel kil"): what each is before an English word (the letter alone, as normalise.ts reads "والـ
 * RDS") and before an Arabic one (attached to it).
 */
export const ARABIZI_ARTICLES: Readonly<Record<string, { english: string; arabic: string }>> = {
  el: { english: '', arabic: 'ال' },
  al: { english: '', arabic: 'ال' },
  il: { english: '', arabic: 'ال' },
  wel: { english: 'و', arabic: 'وال' },
  wil: { english: 'و', arabic: 'وال' },
  bel: { english: 'ب', arabic: 'بال' },
  bil: { english: 'ب', arabic: 'بال' },
  lel: { english: 'ل', arabic: 'لل' },
  lil: { english: 'ل', arabic: 'لل' },
  fel: { english: 'في', arabic: 'في ال' },
  fil: { english: 'في', arabic: 'في ال' },
};

/**
 * What a number is followed by in English ("3am", "5min", "2nd", "7days"): a word that starts with
 * a digit is Arabizi ("3ndha", "7alyan") only where its letters are none of these.
 */
export const UNITS_AFTER_DIGIT =
  /^(?:am|pm|st|nd|rd|th|x+|k|m|h|d|s|ms|kb|mb|gb|tb|pb|min|mins|sec|secs|hr|hrs|hours?|days?|weeks?|months?|years?|azs?|vcpus?|nodes?|brokers?|shards?|times?|gen|xl|xlarge)$/;

/**
 * How many Arabizi words make a brief Arabizi, not counting those that are English words or
 * names too ("law firm", "bass", "Ana", "la carte"): those are read as Arabic only in a brief the
 * others show to be Arabizi.
 */
export const ARABIZI_SIGNS = {
  minWords: 2,
  englishToo: new Set([
    'law',
    'bas',
    'bass',
    'fi',
    'fe',
    'ma',
    'la',
    'ya',
    'ana',
    'hala',
    'w',
    'wa',
    'lama',
    'mo',
    'mu',
    'salam',
  ]),
} as const;
