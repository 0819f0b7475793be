import { withNumerals } from '../number-words';

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
