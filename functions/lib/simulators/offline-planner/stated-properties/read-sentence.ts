/**
 * The readings of one sentence: every value it writes (a quantity, a yes/no word, an allowed
 * value, a name, a size, a range, a version, a tag, a map entry) with each property it may set.
 */

import { isNumeric } from '#shared/generation/properties/schema';
import { allowedValueReadings } from './allowed-value-readings';
import type { Candidate } from './candidate';
import { withCountedNouns } from './counted-nouns';
import { headsSaid, index } from './head-words';
import { coordinatedItems } from './list-items';
import { mapEntries } from './map-entries';
import { mentionScore } from './mentions';
import { namedProperties } from './property-names';
import { quantitiesOf } from './quantities';
import { quantityReadings } from './quantity-readings';
import { holdsText, quotedTextReadings } from './quoted-texts';
import { rangesIn } from './ranges';
import { shapedValues } from './shaped-values';
import { isSwitch, switchReadings } from './switch-readings';
import { tagValues } from './tags';
import type { Token } from './tokens';
import { valuesSaidAlone } from './values-said-alone';
import { versionsIn } from './versions';

/** The readings of a sentence's words, each property with a score: how well the value fits it. */
export function candidatesIn(
  tokens: Token[],
  families: readonly string[],
  /** how strongly the whole brief names a type, for a sentence that does not ("Read capacity 8.") */
  inBrief: (type: string) => number = () => 0,
): Candidate[] {
  const mentions = new Map<string, number>();
  const mention = (type: string) => {
    if (!mentions.has(type)) {
      const here = mentionScore(tokens, type, families);
      // a type the brief names in another sentence counts, less than one named here
      mentions.set(type, here > 0 ? here : Math.min(0.5, inBrief(type)));
    }
    return mentions.get(type) ?? 0;
  };
  const versioned = versionsIn(tokens, mention);
  const quantities = quantitiesOf(tokens, versioned.at);
  const units = new Set(quantities.flatMap((q) => (q.unitAt === undefined ? [] : [q.unitAt])));
  // where each head word is said (never the unit of a quantity: "4 days" is no TimeOfDay)
  const said = new Map<string, number[]>();
  tokens.forEach((token, at) => {
    if (units.has(at)) return;
    for (const head of headsSaid(token)) said.set(head, [...(said.get(head) ?? []), at]);
  });
  const read: Candidate[] = [];
  for (const [head, places] of said)
    for (const ref of index().byHead.get(head) ?? []) {
      if (isNumeric(ref.leaf)) read.push(...quantityReadings(tokens, ref, places, quantities, mention));
      else if (isSwitch(ref)) read.push(...switchReadings(tokens, ref, places, mention));
      else if (ref.leaf.t === 'string' && ref.leaf.e)
        read.push(...allowedValueReadings(tokens, ref, places, mention));
      else if (holdsText(ref)) read.push(...quotedTextReadings(tokens, ref, places, mention));
    }
  // a quantity in a property's unit beside another word of its name, its head unsaid ("backups
  // 7 days", "النسخ الاحتياطي ٧ أيام": `BackupRetentionPeriod`), below a reading by the head
  const measured = quantities.filter((q) => q.kind !== 'bare');
  for (const [word, places] of said)
    for (const ref of index().byOtherWord.get(word) ?? [])
      if (!said.has(ref.head))
        read.push(
          ...quantityReadings(tokens, ref, places, measured, mention).map((c) => ({
            ...c,
            score: c.score - 1,
          })),
        );
  const found: Candidate[] = [...versioned.found, ...withCountedNouns(tokens, quantities, read)];
  // a value of a property whose name the sentence does not say: a multi-word allowed value
  // ("new and old images", "pay per request") or a name given to a resource
  found.push(...valuesSaidAlone(tokens, mention));
  // a property written by its own name and a value ("ShardCount: 1", "PubliclyAccessible set to true")
  found.push(...namedProperties(tokens, mention));
  found.push(...shapedValues(tokens, mention));
  found.push(...tagValues(tokens, mention));
  found.push(...mapEntries(tokens, mention));
  found.push(...rangesIn(tokens, mention));
  found.push(...coordinatedItems(tokens, found));
  for (const c of found) if (mention(c.ref.type) > 0) c.said = true;
  return found;
}
