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
import { withoutMarks } from '#shared/generation/reading/normalise';
import type { Candidate } from './stated-properties/candidate';
import { familiesSaid, mentionScore } from './stated-properties/mentions';
import { candidatesIn } from './stated-properties/read-sentence';
import { tokensOf } from './stated-properties/tokens';
import { values } from './stated-properties/value-phrases';

/**
 * The settings a brief states, at most `limit`: each value of the brief (a quantity, an allowed
 * value, a name, a size) with the properties it may set, best first, each once per brief.
 */
export function statedProperties(written: string, limit = 40): StatedProperty[] {
  // a number read however it is written ("ninety", "خمسة وثلاثين", "٩٠") and a word however it is
  // marked ("يُحتفظ", "يومًا"): the readers below match figures and unmarked words
  const brief = withNumerals(withoutMarks(written));
  const readings: (StatedProperty & { score: number })[] = [];
  const seen = new Set<string>();
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
    const byPlace = new Map<string, Candidate[]>();
    for (const c of candidatesIn(tokens, families, briefMention).sort((a, b) => b.score - a.score)) {
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
      const open = candidates.filter((c) => {
        const key = targetKey(c.ref.type, c.ref.path, c.value);
        return !seen.has(key) && bestPlace.get(key) === place;
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
      for (const c of taking) seen.add(targetKey(c.ref.type, c.ref.path, c.value));
      readings.push(readingOf(targets, sentence));
    }
  }
  for (const { targets, sentence } of implied) {
    const open = targets.filter((c) => !seen.has(targetKey(c.ref.type, c.ref.path, c.value)));
    for (const c of open) seen.add(targetKey(c.ref.type, c.ref.path, c.value));
    if (open.length > 0) readings.push(readingOf(open, sentence));
  }
  return readings
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
