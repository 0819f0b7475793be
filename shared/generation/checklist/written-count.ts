import { ANOTHER_BEFORE, COUNTED_ON } from '../count-words';
import { withNumerals } from '../number-words';
import { nameWords } from '../properties/name-words';
import { unitOf } from '../properties/units';

/**
 * A count written just before a service's name ("two buckets", "3 lambdas", "ثلاث دوال"): that many
 * are asked for. Counts past twenty are sizes or volumes, not resources.
 */
export function countBefore(before: string): { n: number; written: string } | undefined {
  const written = /(\S+)\s+$/.exec(before)?.[1] ?? '';
  const n = Number(withNumerals(written));
  return Number.isInteger(n) && n >= 2 && n <= 20 ? { n, written } : undefined;
}

/**
 * How many of a thing the brief asks for where it names it: a count just before its words ("two
 * routing controls"), or one for each of a counted thing before it in its sentence ("two VPCs,
 * each through its own attachment"). Undefined for one, or no count.
 */
export function countAt(text: string, names: readonly string[]): number | undefined {
  // the first way the brief writes it: the reader's words, or the type's own name
  const at = names.map((name) => text.indexOf(name.toLowerCase())).find((i) => i >= 0);
  if (at === undefined) return undefined;
  const before = text.slice(0, at);
  const direct = countBefore(before);
  if (direct) return direct.n;
  const sentence = before.slice(before.search(/[^.;!?\n]*$/));
  const each = /\b(\S+)\s+[\w-]+s\b[^.;!?]*\beach\b[^.;!?]*\b(?:its|their) own\s+(?:[\w:-]+\s+)?$/.exec(
    sentence,
  );
  return each ? countBefore(`${each[1]} `)?.n : undefined;
}

/**
 * The words one of a service is called by, from the resource types a count of it counts: the
 * last word of each type's name ("service" for AWS::ECS::Service, "repository" for
 * AWS::ECR::Repository, "instance" for AWS::RDS::DBInstance). A type prefix names no one thing.
 */
export function unitWords(types: readonly string[]): ReadonlySet<string> {
  return new Set(
    types.flatMap((type) => {
      const name = type.split('::')[2] ?? '';
      const last = nameWords(name).at(-1);
      return last ? [last.toLowerCase()] : [];
    }),
  );
}

/** Whether a word is one of the unit words, singular or plural ("services", "repositories"). */
const callsOne = (word: string, units: ReadonlySet<string>) => {
  const w = word.toLowerCase();
  return [...units].some(
    (u) => w === u || w === `${u}s` || w === `${u}es` || (u.endsWith('y') && w === `${u.slice(0, -1)}ies`),
  );
};

/** A count, a word, then the word that places it on what is named after ("two services on Fargate"). */
const THROUGH_WORD = new RegExp(String.raw`(\S+)\s+(\S+)\s+(?:${COUNTED_ON.join('|')})\s+$`);

/** An Arabic feminine dual ("خدمتان", "خدمتين": two services), its singular of three letters or more. */
const ARABIC_DUAL = /^[\u0621-\u064A]{3,}(?:تان|تين)$/;

/**
 * A count said through the word one of the service is called by, before the name it runs on
 * ("two services on Fargate", "3 tables in DynamoDB"), or an Arabic dual there ("خدمتان على
 * Fargate"): that many. A measure is no count ("two hours on Fargate", "ساعتين على Fargate"),
 * nor a count of things the service holds ("10 files in S3").
 */
export function countThroughUnit(
  before: string,
  units: ReadonlySet<string>,
): { n: number; written: string } | undefined {
  const m = THROUGH_WORD.exec(before);
  if (!m?.[1] || !m[2]) return undefined;
  const word = m[2];
  if (ARABIC_DUAL.test(word)) {
    // "ساعتين" is two hours, "ساعة" its singular: a measure
    if (unitOf(word) || unitOf(word.replace(/(?:تان|تين)$/, 'ة'))) return undefined;
    const at = m.index + m[0].indexOf(word, m[1].length);
    return { n: 2, written: before.slice(at).trimEnd() };
  }
  if (!callsOne(word, units)) return undefined;
  const n = Number(withNumerals(m[1]));
  return Number.isInteger(n) && n >= 2 && n <= 20
    ? { n, written: before.slice(m.index).trimEnd() }
    : undefined;
}

/**
 * One more of a service said with the word one of it is called by, anywhere in the brief ("add a
 * second repository", "another table"; count-words.ts ANOTHER_BEFORE): two, or three after "third".
 */
export function anotherOfUnit(text: string, units: ReadonlySet<string>): number | undefined {
  if (units.size === 0) return undefined;
  const said = new RegExp(String.raw`\b(${ANOTHER_BEFORE.join('|')})\s+(?:new\s+)?([a-z]+)\b`, 'g');
  const counts = [...text.matchAll(said)]
    .filter((m) => callsOne(m[2] ?? '', units))
    .map((m) => (/third/.test(m[1] ?? '') ? 3 : 2));
  return counts.length > 0 ? Math.max(...counts) : undefined;
}
