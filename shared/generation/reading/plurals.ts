/**
 * English plurals read as the vocabulary's singular. A family's pattern is written with the forms
 * its author thought of ("database", "container registry", "lambda"); a brief says "databases",
 * "container registries", "two Lambdas". Rather than each pattern listing its plurals, the brief is
 * read a second time with every plural of a vocabulary word written as that word, the letters of
 * its ending filled (same length, so a match's place is its place in the brief): what names things
 * matches both readings (services.ts mentions, normalise.ts `matchAllFolded`: what a negation
 * reaches); a setting's words do not ("waits up to 24 hours" is no run time).
 */
import { SERVICES } from '../services/index';
import { REFUSABLE_PARTS, SERVICE_KINDS } from '../services/kinds';
import { WORKLOAD_PATTERNS } from '../services/workloads';

/** The regular English plural endings, each with what the singular ends in instead ("registries": "registry"). */
const PLURAL_ENDINGS: readonly [string, string][] = [
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
];

/** Endings that look plural and are not ("access", "status", "analysis", "kinesis"). */
const NOT_PLURAL = /(?:ss|us|is)$/;

/** The shortest singular read: three-letter words ("api", "log", "job") carry too many senses to fill. */
const MIN_SINGULAR = 4;

let vocabulary: ReadonlySet<string> | undefined;

/**
 * Every whole English word of the vocabulary's patterns (services' names, generic phrases, kinds
 * and words read near others; building blocks; kinds of service; refusable parts), with the
 * singular of a word written with an optional plural ("queues?" is "queue" too).
 */
function vocabularyWords(): ReadonlySet<string> {
  if (vocabulary) return vocabulary;
  const sources = [
    ...SERVICES.flatMap((s) => [s.names, s.phrases, s.kinds, ...(s.named_near ?? []).map((n) => n.words)]),
    ...WORKLOAD_PATTERNS.map(([, pattern]) => pattern),
    ...SERVICE_KINDS.map((kind) => kind.words),
    ...REFUSABLE_PARTS.map((part) => part.words),
  ].flatMap((pattern) => (pattern ? [pattern.source] : []));
  const words = new Set<string>();
  for (const source of sources) {
    const plain = source.replace(/\\[bBsSwWdD]/g, ' ');
    // a whole word: not a stem the pattern goes on after ("repositor(y|ies)", "transcod\w*")
    for (const m of plain.matchAll(/(?<![a-z\\])[a-z]+(?![a-z(\\[])/g)) {
      words.add(m[0]);
      if (plain[m.index + m[0].length] === '?' && m[0].endsWith('s')) words.add(m[0].slice(0, -1));
    }
  }
  vocabulary = new Set([...words].filter((w) => w.length >= MIN_SINGULAR));
  return vocabulary;
}

/** The vocabulary word a plural is of, and how many of its letters it keeps; none for any other word. */
function singularOf(word: string): { singular: string; kept: number } | undefined {
  const lower = word.toLowerCase();
  if (NOT_PLURAL.test(lower)) return undefined;
  const words = vocabularyWords();
  for (const [ending, instead] of PLURAL_ENDINGS) {
    if (!lower.endsWith(ending)) continue;
    const singular = lower.slice(0, -ending.length) + instead;
    if (singular.length >= MIN_SINGULAR && words.has(singular))
      return { singular, kept: lower.length - ending.length };
  }
  return undefined;
}

/**
 * A word that is part of a name or an address ("orders-table", "ops@acme.sa", "logs/app",
 * "events_v2"): written as chosen, never read as another form.
 */
function partOfName(text: string, start: number, end: number): boolean {
  const [before, after] = [text[start - 1] ?? ' ', text[end] ?? ' '];
  const joined = /[-./@]/.test(after) && /[\p{L}\d]/u.test(text[end + 1] ?? '');
  return /[-_./@\d]/.test(before) || /[_@\d]/.test(after) || joined;
}

/**
 * The text with each plural of a vocabulary word written as its singular and `fill` for the
 * letters it drops ("databases" -> "database" + 1 fill, "registries" -> "registry" + 2): the
 * same length as the text. The text itself where no word is such a plural.
 */
export function singularised(text: string, fill: string): string {
  return text.replace(/[A-Za-z]{5,}/g, (word, start: number) => {
    if (partOfName(text, start, start + word.length)) return word;
    const found = singularOf(word);
    if (!found) return word;
    // the letters the singular keeps are the brief's own (its capitals), then the singular's new ending
    const written = word.slice(0, found.kept) + found.singular.slice(found.kept);
    return written + fill.repeat(word.length - written.length);
  });
}

/**
 * Whether a pattern refuses a plural on purpose ("ec2 instance(?!e?s\b)": one instance is a server,
 * several are a fleet): then the brief's plural keeps its own reading, never the singular's.
 */
export const refusesPlural = (pattern: RegExp): boolean => /\(\?!(?:e\?)?s\\b\)/.test(pattern.source);
