/**
 * The offline reader of stated settings, driven by the registry schemas' vocabulary: every scalar
 * property of the types the studio builds is known by the words of its name (`RetentionInDays`:
 * retention; `VisibilityTimeout`: visibility, timeout), its type, allowed values, bounds and unit.
 * In each sentence of a brief, a quantity whose unit fits the property ("14 days", "512 MB", "4")
 * near the words of its name, one of its allowed values ("pay per request", "maxIO", "glacier"),
 * the words of a yes/no property ("scan on push", "key rotation"), a name given to a resource
 * ("a queue named jobs") or an instance size of the default's shape ("db.m6g.large") is read as
 * that property. A value beyond what the property allows is kept within it, and the value as
 * written is kept beside it for the checklist to report.
 */

import { withNumerals } from '#shared/generation/number-words';
import { type StatedProperty, targetKey } from '#shared/generation/properties/schema';
import { CORRECTING_WORDS } from '#shared/generation/properties/words';
import { withoutMarks } from '#shared/generation/reading/normalise';
import type { Candidate } from './stated-properties/candidate';
import { Claims } from './stated-properties/claims';
import { familiesSaid, mentionScore } from './stated-properties/mentions';
import { withNameOwners } from './stated-properties/name-owners';
import { candidatesIn } from './stated-properties/read-sentence';
import { belongsToReplaced, restatedValues } from './stated-properties/restated-values';
import { tokensOf } from './stated-properties/tokens';
import { values } from './stated-properties/value-phrases';
import { bare } from './stated-properties/word-forms';

/**
 * The settings a brief states, at most `limit`: each value of the brief (a quantity, an allowed
 * value, a name, a size) with the properties it may set, best first, each once per brief.
 */
export function statedProperties(written: string, limit = 40): StatedProperty[] {
  // a number read however it is written ("ninety", "خمسة وثلاثين", "٩٠") and a word however it is
  // marked ("يُحتفظ", "يومًا"): the readers below match figures and unmarked words
  const brief = withNumerals(withoutMarks(written));
  const readings: { targets: Candidate[]; sentence: string }[] = [];
  const claims = new Claims();
  const implied: { targets: Candidate[]; sentence: string }[] = [];
  const briefTokens = tokensOf(brief);
  const briefFamilies = familiesSaid(brief);
  const inBrief = new Map<string, number>();
  const briefMention = (type: string) => {
    if (!inBrief.has(type)) inBrief.set(type, mentionScore(briefTokens, type, briefFamilies));
    return inBrief.get(type) ?? 0;
  };
  for (const sentence of brief.split(/(?<=[.!?؟;؛])\s+|\n+/)) {
    const tokens = tokensOf(sentence);
    const families = familiesSaid(sentence);
    const namedHere = new Map<string, number>();
    const named = (type: string) => {
      if (!namedHere.has(type)) namedHere.set(type, mentionScore(tokens, type, families));
      return namedHere.get(type) ?? 0;
    };
    // words that correct or replace a value said before ("instead", "is wrong", "خلها", "بدل")
    const corrects = tokens.some((t) => CORRECTING_WORDS.has(t.w) || CORRECTING_WORDS.has(bare(t.w)));
    const byPlace = new Map<string, Candidate[]>();
    const read = withNameOwners(candidatesIn(tokens, families, briefMention));
    if (corrects)
      read.push(
        ...restatedValues(
          tokens,
          new Set(read.map((c) => c.place)),
          readings.flatMap((r) => r.targets.slice(0, 1)),
        ),
      );
    for (const c of read.sort((a, b) => b.score - a.score)) {
      if (!byPlace.has(c.place)) byPlace.set(c.place, []);
      byPlace.get(c.place)?.push(c);
    }
    // a property is read from the value that fits it best (then it is taken, for this brief)
    const bestPlace = new Map<string, string>();
    for (const [place, candidates] of byPlace)
      for (const c of candidates) {
        const key = targetKey(c.ref.type, c.ref.path, c.value);
        const held = bestPlace.get(key);
        const heldScore =
          held === undefined
            ? undefined
            : byPlace.get(held)?.find((o) => targetKey(o.ref.type, o.ref.path, o.value) === key)?.score;
        if (heldScore === undefined || c.score > heldScore) bestPlace.set(key, place);
      }
    for (const [place, candidates] of byPlace) {
      // a value said again of the property it set before is that value restated, no other one;
      // only a property this place reads best counts: a value said twice in one sentence, in two
      // forms ("provisioned IOPS (io1 storage)"), leaves to the second form the properties it fits better
      const own = candidates.find((c) => bestPlace.get(targetKey(c.ref.type, c.ref.path, c.value)) === place);
      if (own && claims.restates(own)) continue;
      const open = candidates.filter((c) => {
        const key = targetKey(c.ref.type, c.ref.path, c.value);
        return claims.open(c, sentence, named, corrects) && bestPlace.get(key) === place;
      });
      // past the first, only a property of a type the brief names is ever set (see
      // StatedProperty): those come before the rest, so the cut at 24 never drops one
      const [first, ...rest] = open;
      const targets = (
        first ? [first, ...rest.filter((c) => c.said), ...rest.filter((c) => !c.said)] : []
      ).slice(0, 24);
      const best = targets[0];
      if (!best) continue;
      // a value the brief only implies waits for the end: one written in a later sentence takes its property
      if (best.implied) {
        implied.push({ targets, sentence });
        continue;
      }
      // a name is one resource's: it takes its first property only, and leaves the other types it
      // might have named free for a name the brief gives them elsewhere ("a bucket named
      // moh-reports ... one user called lab-riyadh": the user's name is still to read)
      const taking = values().names.get(best.ref.type) === best.ref ? [best] : targets;
      claims.take(taking, sentence, named);
      // the values read before that belong to what a correction replaced go
      if (corrects)
        for (const r of readings)
          for (let i = r.targets.length - 1; i >= 0; i--)
            if (belongsToReplaced(r.targets[i] as Candidate, best)) r.targets.splice(i, 1);
      readings.push({ targets, sentence });
    }
  }
  for (const { targets, sentence } of implied) {
    const open = targets.filter((c) => !claims.has(c));
    claims.take(open, sentence, () => 0);
    if (open.length > 0) readings.push({ targets: open, sentence });
  }
  return readings
    .filter((r) => r.targets.length > 0)
    .map((r) => readingOf(r.targets, r.sentence))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ score: _score, ...reading }) => reading);
}

/** One value's reading: the properties it sets, best first. */
function readingOf(targets: readonly Candidate[], sentence: string): StatedProperty & { score: number } {
  const [best] = targets as [Candidate, ...Candidate[]];
  return {
    targets: targets.map((c) => ({
      type: c.ref.type,
      path: c.ref.path,
      value: c.value,
      ...(c.said ? { said: true } : {}),
      ...(c.stated !== undefined ? { stated: c.stated } : {}),
    })),
    quote: best.quote.slice(0, 200),
    sentence: sentence.toLowerCase().slice(0, 400),
    score: best.score,
  };
}
