/**
 * Which resource each name of a sentence is given to. A name is one resource's, and two names of
 * one sentence are two resources' ("Kinesis stream `clicks-raw` ... a delivery stream named
 * clicks-to-s3": the stream's, then the delivery stream's): each name goes to the type whose words
 * stand nearest that no stronger name of the sentence holds; a name left with none moves another to
 * its next type, so that no name is dropped for want of a resource while another could have taken
 * a different one.
 */

import type { Candidate } from './candidate';
import { values } from './value-phrases';

const isName = (c: Candidate) => values().names.get(c.ref.type) === c.ref;

/**
 * The sentence's readings with each name's readings of types another name of the sentence owns
 * left out: every name read as the name of one type, a type named once, the strongest names first,
 * each taking its best free type; a later name with none free may move an earlier one to its next.
 */
export function withNameOwners(read: Candidate[]): Candidate[] {
  const byPlace = new Map<string, Candidate[]>();
  for (const c of read.filter(isName)) byPlace.set(c.place, [...(byPlace.get(c.place) ?? []), c]);
  if (byPlace.size < 2) return read;
  const best = (place: string) => Math.max(...(byPlace.get(place) ?? []).map((c) => c.score));
  const places = [...byPlace.keys()].sort((a, b) => best(b) - best(a));
  const owner = new Map<string, string>();
  const assign = (place: string, tried: Set<string>): boolean => {
    const options = [...(byPlace.get(place) ?? [])].sort((a, b) => b.score - a.score);
    // the best type no name holds yet; only a name left with none moves another to its next type
    const free = options.find((c) => !owner.has(c.ref.type) && !tried.has(c.ref.type));
    if (free) {
      owner.set(free.ref.type, place);
      return true;
    }
    for (const { ref } of options) {
      if (tried.has(ref.type)) continue;
      tried.add(ref.type);
      const held = owner.get(ref.type);
      if (held === undefined || assign(held, tried)) {
        owner.set(ref.type, place);
        return true;
      }
    }
    return false;
  };
  for (const place of places) assign(place, new Set());
  return read.filter((c) => {
    if (!isName(c)) return true;
    const own = owner.get(c.ref.type);
    return own === undefined || own === c.place;
  });
}
