/**
 * A name the brief gives a resource ("a queue named jobs", "the 'sessions' table", "log group
 * /app/payments", "the audit-events queue"): the name property of the type whose words stand nearest.
 */

import { unitOf } from '#shared/generation/properties/units';
import { COMPOUND_WORDS, NAMING_WORDS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import { headsSaid, index } from './head-words';
import { familiesOfWords, nounSays, ownNounSays, unsaidWords } from './mentions';
import { byName } from './property-names';
import { typeWords } from './property-refs';
import type { Token } from './tokens';
import { values } from './value-phrases';

/**
 * A word written as a name: letters and digits joined by "-" or "_" ("audit-events",
 * "user_sessions"), never a compound of the language ("dead-letter", "on-demand"), a quantity
 * ("14-day"), a size ("t3.micro") or a word the vocabulary gives a service ("s3-compatible").
 */
function nameShaped(token: Token, before?: Token): boolean {
  if (!/^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/i.test(token.raw)) return false;
  if (COMPOUND_WORDS.has(token.w) || token.w.split(/[-_]/).some((part) => unitOf(part) !== undefined))
    return false;
  // "pay-per-request" after "billing" is a value, as "dead-letter" is a kind
  if (before && NAMING_WORDS.has(before.w)) return false;
  // a property's own name or an allowed value written with hyphens ("scan-on-push") is a setting
  const parts = token.w.split(/[-_]/);
  const setting =
    byName().has(parts.join('')) ||
    values()
      .phrases.get(parts[0] as string)
      ?.some((p) => p.words.join('-') === token.w);
  if (setting) return false;
  // a service said by its words is a kind ("s3-compatible", "load-balancer"); one said only by the
  // last part is the thing the name is given to ("courier-api", "orders-queue")
  const named = familiesOfWords(parts.slice(-1).join(' '));
  return (
    familiesOfWords(parts.join(' ')).every((f) => named.includes(f)) &&
    familiesOfWords(parts[0] as string).length === 0
  );
}

/** The names given at `at`, each as the name property of every type whose words stand near it. */
export function givenNamesAt(tokens: Token[], at: number, mention: Mention): Candidate[] {
  const token = tokens[at] as Token;
  // a name after a naming word ("a queue named jobs"), written in quotes or as a path beside
  // its type's words ("the 'sessions' table", "log group /app/payments"), or written as a name
  // (joined by "-" or "_") just beside them ("the audit-events queue", "الباكت user-photos")
  const naming = NAMING_WORDS.has(token.w);
  // a name in quotes right after a naming word ("اسمها `sms-outbox`") is that word's to read: it
  // looks back to its noun, where the quote alone would look forward as well
  const afterNaming = token.quoted && NAMING_WORDS.has(tokens[at - 1]?.w ?? '');
  const shaped = !naming && !token.quoted && nameShaped(token, tokens[at - 1]);
  if ((!naming && !token.quoted && !shaped) || afterNaming) return [];
  const value = naming ? tokens[at + 1]?.raw : token.raw;
  if (!value || !/^[A-Za-z0-9/][A-Za-z0-9._/-]{0,127}$/.test(value)) return [];
  const nouns = shaped ? [1, -1, 2] : naming ? [1, 2, 3, 4] : [1, -1, 2, -2];
  // names given to several things just before ("three states named A, B and C") are theirs, not
  // those of a resource said further back; so is one given to a part of the resource ("a table
  // with an attribute named ID": the attribute's)
  const owner = tokens[at - 1];
  const several = /^[a-z]{3,}[^s]s$/.test(owner?.w ?? '');
  const partOf = (type: string) =>
    owner !== undefined &&
    headsSaid(owner).some((head) =>
      index()
        .byHead.get(head)
        ?.some((ref) => ref.type === type),
    );
  const found: Candidate[] = [];
  for (const [type, ref] of values().names) {
    // the nearer the type's words stand to the name, the likelier the name is its
    // a noun far from the name says its type by itself: the word after a service's name ("SFTP
    // يحفظ الملفات في حاوية باسم ...": SFTP stores the files in a bucket named) is no noun of it
    const gap = nouns.find((k) => nounSays(tokens, at - k, type, Math.abs(k) <= 2));
    if (gap === undefined || (naming && gap > 1 && (several || partOf(type)))) continue;
    // two types one noun says ("Kinesis stream", "Firehose delivery stream"): the one whose own
    // words and service stand just before the noun ("kinesis" before "stream"; "delivery")
    const noun = at - gap;
    const near = tokens.slice(Math.max(0, noun - 3), noun + 1);
    const { family } = typeWords(type);
    const local =
      (near.slice(0, -1).some((t) => familiesOfWords(t.w).includes(family)) ? 0.1 : 0) -
      unsaidWords(near.slice(-3), type) * 0.1;
    found.push({
      ref,
      value,
      quote: naming ? `${token.raw} ${value}` : value,
      place: `n${at}`,
      // of two types the noun may say (a table, a global table), the one with fewer words unsaid;
      // a noun that is the type's own ("an Athena workgroup") says it more surely than a word of
      // its service (Athena's words are Glue's, whose database it is not)
      score:
        (shaped ? 2 : 3) +
        mention(type) +
        local -
        Math.abs(gap) * 0.3 -
        unsaidWords(tokens, type) * 0.1 +
        (ownNounSays(tokens, at - gap, type)
          ? 0.2
          : // the type's own noun a little further, its service's word nearer ("ناقل أحداث EventBridge
            // اسمه x": a bus, of all EventBridge's types)
            nouns.some((k) => ownNounSays(tokens, at - k, type))
            ? 0.1
            : 0),
    });
  }
  return found;
}
