/** A sentence cut into its words and clauses: a value is read only with the words of its own clause. */

import { NUMBER_WORDS } from '#shared/generation/number-words';
import { RESTATING_WORDS } from '#shared/generation/properties/words';

export interface Token {
  /** lower-cased, without surrounding punctuation */
  w: string;
  /** as written */
  raw: string;
  /** the clause it stands in: a value is read only with the words of its own clause */
  clause: number;
  /** written in quotes, or as a path ("/app/payments"): a name the brief gives */
  quoted?: boolean;
  /** the whole of a quote this token opens ("'Payments data key'"): a text of several words, as written */
  phrase?: string;
}

/** The phrases a sentence writes in quotes, in order, each as written between its quotes. */
function quotedPhrases(sentence: string): string[] {
  return [...sentence.matchAll(/(?<![\w'’])["'“‘`]([^"“”‘’`\n]{1,200}?)["'”’`](?![\w])/g)].map((m) =>
    (m[1] as string).trim(),
  );
}

/**
 * An ARN or a container image's reference ("ghcr.io/acme/web:2"), written whole: one word, its
 * colons kept (held as ARN_COLON while the sentence is cut), so an image's tag is no number of its own.
 */
const ARN = /\barn:aws[a-z-]*:[^\s,;()،؛]+|\b[a-z0-9][a-z0-9.-]*(?:\/[a-z0-9._-]+)+:[\w.-]*\w/gi;
const ARN_COLON = '\u{e000}';

/** A sentence's words, in clauses cut at commas, semicolons, "and" and an attached Arabic "and". */
export function tokensOf(sentence: string): Token[] {
  const tokens: Token[] = [];
  const phrases = quotedPhrases(sentence);
  let clause = 0;
  // Arabic writes its comma and semicolon as "،" and "؛"; a colon between digits is a clock's
  // ("23:00-23:30"), and the colons of an ARN are its own ("arn:aws:acm:...:certificate/7f3c")
  const arns = sentence.replace(ARN, (arn) => arn.replaceAll(':', ARN_COLON));
  // a break waits for the word after it: one that restates what stands before ("، أي بعد ١٢٠ يوماً",
  // ", i.e. after 120 days") continues its clause
  let broken = false;
  for (const written of arns.split(/(?=[;()،؛])|(?<!\d)(?=:)|(?=:(?!\d))|(?=,(?!\d{3}))|\s+/)) {
    const piece = written.replaceAll(ARN_COLON, ':');
    if (/^[,;:()،؛]/.test(piece)) broken = true;
    const raw = piece.replace(/^[,;:()،؛'"“”‘’`]+|['"“”‘’`.!?,;:()،؛]+$/g, '');
    if (!raw) continue;
    const w = raw.toLowerCase();
    if (broken && !RESTATING_WORDS.has(w)) clause++;
    broken = false;
    if (w === 'and' || w === 'و' || w === 'but') {
      clause++;
      continue;
    }
    // an attached "and" starts a clause; a number word that starts with its letter ("واحد") does not
    if (/^و[\u0621-\u064a]{3}/.test(w) && NUMBER_WORDS[w] === undefined) clause++;
    const quoted = /^['"“‘`]/.test(piece) || (/^\/[a-z0-9]/i.test(raw) && !/^\/\d+$/.test(raw));
    // the quote this token opens, when it is the next one written (an apostrophe opens none)
    const opens = /^['"“‘`]/.test(piece) && phrases[0]?.startsWith(raw.replace(/['"“”‘’`]/g, ''));
    const phrase = opens ? phrases.shift() : undefined;
    tokens.push({
      raw,
      w: w.replace(/^(ب|ل|و)(?=\d)/, ''),
      clause,
      ...(quoted ? { quoted } : {}),
      ...(phrase ? { phrase } : {}),
    });
  }
  return tokens;
}
