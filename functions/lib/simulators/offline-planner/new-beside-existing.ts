import { NEW_AFTER, NEW_BEFORE, NOT_NEW_BEFORE, NOT_NEW_JOINED } from '#shared/generation/count-words';
import type { Refusals } from '#shared/generation/reading/negation';
import { mentionsWithin } from '#shared/generation/reading/services';
import { anyOf } from '#shared/text/regexp';

/** "a new S3 bucket", "another queue": a word of newness before the thing, at most two words between. */
const NEW_BEFORE_THING = new RegExp(`(?:^|[\\s,;:(])(?:${anyOf(NEW_BEFORE)})(?:\\s+[\\w-]+){0,2}\\s+$`);
/** "باكت جديد", "حاوية S3 جديدة", "queue jdeeda": one after it, at most one word between. */
const NEW_AFTER_THING = new RegExp(
  `^(?:\\s+[\\w\\u0621-\\u064a-]+)?\\s+(?:${anyOf(NEW_AFTER)})(?![\\w\\u0621-\\u064a])`,
);

/** A refusal earlier in the thing's clause ("do not create a new one", "لاتسوي API جديد"): then it is no ask. */
const REFUSED_IN_CLAUSE = new RegExp(
  `(?:^|[\\s(])(?:(?:${anyOf(NOT_NEW_BEFORE)})(?=\\s)|(?:${anyOf(NOT_NEW_JOINED)})[تين][\\u0621-\\u064a]{2,})`,
);
const clauseBefore = (text: string, at: number) => {
  const before = text.slice(Math.max(0, at - 80), at);
  return before.slice(Math.max(...[...before.matchAll(/[.;,،\n]/g)].map((m) => m.index + 1), 0));
};

/**
 * The refusals without the families the account has one of where the brief asks for a new one
 * beside it ("we have a bucket tamkeen-uploads ... put them in a new bucket tamkeen-thumbs",
 * "عندنا باكت موجود ... وتحطها في باكت جديد"): the one it has stays blanked and said as not
 * built, and the new one, named where no refusal reaches, is built. A family the brief also
 * refuses outright ("do not create a new table") stays refused: its words are blanked too.
 */
export function withNewBesideExisting(refusals: Refusals): Refusals {
  const text = refusals.text;
  const asked = mentionsWithin(text, [{ start: 0, end: text.length }]).filter(
    (m) =>
      refusals.existing.has(m.spec.id) &&
      !REFUSED_IN_CLAUSE.test(clauseBefore(text, m.start)) &&
      (NEW_BEFORE_THING.test(text.slice(Math.max(0, m.start - 40), m.start)) ||
        NEW_AFTER_THING.test(text.slice(m.end, m.end + 40))),
  );
  if (asked.length === 0) return refusals;
  const services = new Set(refusals.services);
  const existing = new Set(refusals.existing);
  const workloads = new Set(refusals.workloads);
  for (const { spec } of asked) {
    services.delete(spec.id);
    existing.delete(spec.id);
    if (spec.workload) workloads.delete(spec.workload);
  }
  return { ...refusals, services, existing, workloads };
}
