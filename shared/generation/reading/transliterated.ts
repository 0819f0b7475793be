/**
 * English words written in Arabic letters ("كلاود فرونت", "أوبن سيرتش", "نبتون") read as the
 * vocabulary's English words they sound like (CloudFront, OpenSearch, Neptune): both sides are
 * reduced to the sound classes of their consonants (../sound-shapes.ts) and compared, so a new
 * spelling needs no word of its own anywhere. A word the vocabulary or the common-word list knows
 * as Arabic is never read so, nor one too short to tell (SOUND_MATCH).
 */

import {
  ARABIC_DIGRAPH_SOUNDS,
  ARABIC_LETTER_SOUNDS,
  ARABIC_ONLY_LETTERS,
  ENGLISH_SPELLING_SOUNDS,
  SOUND_MATCH,
} from '../sound-shapes';

/** A word's consonants, each the set of sound classes it may be (a string of class letters). */
export type SoundShape = readonly string[];

/** The sounds of an English word as it is spelt ("cloudfront" -> K L D F R N T). */
export function englishShape(word: string): SoundShape {
  const shape: string[] = [];
  let i = 0;
  while (i < word.length) {
    const rule = ENGLISH_SPELLING_SOUNDS.find(
      (r) =>
        word.startsWith(r.spelling, i) &&
        (!r.before || r.before.includes(word[i + r.spelling.length] || '-')),
    );
    if (!rule) {
      i++;
      continue;
    }
    // a doubled letter is one sound ("ss", "ll")
    if (rule.spelling.length === 1 && word[i - 1] === word[i]) {
      i++;
      continue;
    }
    shape.push(...rule.sounds);
    i += rule.spelling.length;
  }
  return shape;
}

/** The sounds of a word in Arabic letters ("كلاود" -> K L D); a last ه is a vowel ("ستوريجه"). */
export function arabicShape(word: string): SoundShape {
  const shape: string[] = [];
  const letters = word.replace(/ه$/, '');
  for (let i = 0; i < letters.length; i++) {
    const pair = ARABIC_DIGRAPH_SOUNDS[letters.slice(i, i + 2)];
    if (pair) {
      shape.push(pair);
      i++;
      continue;
    }
    // a letter written twice is one sound (Arabic doubles with a mark, which the reader removes)
    const sound = ARABIC_LETTER_SOUNDS[letters[i] as string];
    if (sound && letters[i - 1] !== letters[i]) shape.push(sound);
  }
  return shape;
}

const same = (a: string, b: string) => [...a].some((c) => b.includes(c));

/** Sounds added, dropped or changed between two shapes (a change where their classes share none), or `limit + 1` past `limit`. */
export function soundDistance(a: SoundShape, b: SoundShape, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = same(a[i - 1] as string, b[j - 1] as string) ? 0 : 1;
      row.push(
        Math.min(
          (previous[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (previous[j - 1] as number) + change,
        ),
      );
    }
    previous = row;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

/** The one English word of `targets` an Arabic-lettered run sounds like, within SOUND_MATCH; none where two are as near. */
export function soundsLike(
  shape: SoundShape,
  targets: readonly { word: string; shape: SoundShape }[],
): string | undefined {
  if (shape.length < SOUND_MATCH.minSounds) return undefined;
  let best: { word: string; distance: number }[] = [];
  for (const target of targets) {
    if (target.shape.length < SOUND_MATCH.minSounds) continue;
    if (!same(shape[0] as string, target.shape[0] as string)) continue;
    // the shorter side sets the allowance: a short word close to a long one's start is another word
    const allowed = Math.floor(Math.min(shape.length, target.shape.length) / SOUND_MATCH.soundsPerEdit);
    const distance = soundDistance(shape, target.shape, allowed);
    if (distance > allowed) continue;
    if (best.length === 0 || distance < (best[0] as { distance: number }).distance)
      best = [{ word: target.word, distance }];
    else if (distance === best[0]?.distance && !best.some((b) => b.word === target.word))
      best.push({ word: target.word, distance });
  }
  return best.length === 1 ? best[0]?.word : undefined;
}

/** The longest run of Arabic words read as one English word ("كلاود فرونت" is one name). */
const MAX_RUN = 3;

/** The English word a run of Arabic words sounds like, as written or without the letters attached before it. */
function readAs(
  run: readonly RegExpExecArray[],
  targets: readonly { word: string; shape: SoundShape }[],
  known: (word: string, alone: boolean) => boolean,
  attached: (word: string) => string,
): { prefix: string; word: string } | undefined {
  const first = (run[0] as RegExpExecArray)[0];
  const before = attached(first);
  // the article is the article ("النقر" is "the click", never "longer"); a letter alone may be the
  // word's own ("فايرهوز" is Firehose), so the word is read with it and without it
  const prefixes = before.length > 1 ? [before] : ['', before];
  for (const prefix of new Set(prefixes)) {
    const spoken = [first.slice(prefix.length), ...run.slice(1).map((w) => w[0])];
    if (spoken.some((w) => w.length < 2 || ARABIC_ONLY_LETTERS.test(w) || known(w, spoken.length === 1)))
      continue;
    if (spoken.join('').length < SOUND_MATCH.minLetters) continue;
    const word = soundsLike(arabicShape(spoken.join('')), targets);
    if (word) return { prefix, word };
  }
  return undefined;
}

/**
 * The brief with each run of Arabic words (one to three, a space apart) that sounds like one of
 * the vocabulary's English words written as that word, the letters attached before it kept
 * ("للكلاود فرونت" -> "للcloudfront"). `known` says a word is Arabic, alone (a word of the
 * vocabulary, which reads it itself, or a common word) or in a run of several (a common word: the
 * vocabulary holds the parts of names it spells, "كلاود", "فرونت"); a run holding one is left as
 * written. `attached` gives the letters attached before a word; `covered`, the places the
 * vocabulary's own patterns read.
 */
export function withTransliterations(
  text: string,
  targets: readonly { word: string; shape: SoundShape }[],
  known: (word: string, alone: boolean) => boolean,
  attached: (word: string) => string,
  covered: (start: number, end: number) => boolean = () => false,
): string {
  // a word the vocabulary's own patterns read ("اوتو سكيلنق قروب") is read by them
  const words = [...text.matchAll(/[\u0621-\u064a]+/g)].filter(
    (w) => !covered(w.index, w.index + w[0].length),
  );
  let out = '';
  let last = 0;
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as RegExpExecArray;
    for (let n = Math.min(MAX_RUN, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      // the words of a run are a space apart, nothing else between them
      if (
        run.some(
          (w, k) =>
            k > 0 && text.slice((run[k - 1]?.index ?? 0) + (run[k - 1]?.[0].length ?? 0), w.index) !== ' ',
        )
      )
        continue;
      if (n === 1 && known(first[0], true)) continue;
      const word = readAs(run, targets, known, attached);
      if (!word) continue;
      // a run's first word is part of the name only if the rest alone is not that name already
      // ("داتا بيس بوستجرس": "بيس" is no part of postgres)
      if (n > 1 && readAs(run.slice(1), targets, known, attached)?.word === word.word) continue;
      const lastWord = run[n - 1] as RegExpExecArray;
      out += text.slice(last, first.index + word.prefix.length) + word.word;
      last = lastWord.index + lastWord[0].length;
      i += n - 1;
      break;
    }
  }
  return out + text.slice(last);
}
