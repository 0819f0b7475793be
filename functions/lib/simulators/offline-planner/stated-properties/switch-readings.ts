/**
 * A yes/no setting said by the words of its name ("scan on push", "key rotation", "versioning"),
 * turned off by a word before it ("no", "without") or by its opposite ("single-AZ" for MultiAZ).
 */

import { nameWords } from '#shared/generation/properties/name-words';
import { namesAThing } from '#shared/generation/properties/thing-words';
import { OPPOSITE_WORDS, PLAIN_NAME_WORDS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import { fitOf, wordsNear } from './nearness';
import { type LeafRef, refs } from './property-refs';
import { refusedAt } from './refused';
import type { Token } from './tokens';

/**
 * Whether a word of a yes/no property's name is said by its opposite at `at` ("single-AZ",
 * "single AZ" for MultiAZ), joined to the word there or just before it.
 */
function opposedAt(tokens: Token[], ref: LeafRef, at: number): boolean {
  const near = [...(tokens[at]?.w.split('-') ?? []), tokens[at - 1]?.w ?? ''];
  return ref.words.some((w) => (OPPOSITE_WORDS[w] ?? []).some((o) => near.includes(o)));
}

/** How many types have a yes/no setting named by each word: the fewer, the more the word says. */
let SWITCH_TYPES: Map<string, number> | undefined;
function switchTypes(): Map<string, number> {
  if (SWITCH_TYPES) return SWITCH_TYPES;
  const types = new Map<string, Set<string>>();
  for (const ref of refs())
    if (ref.leaf.t === 'boolean' || ref.leaf.e?.some((v) => v === 'Enabled' || v === 'ENABLED')) {
      if (!types.has(ref.head)) types.set(ref.head, new Set());
      types.get(ref.head)?.add(ref.type);
    }
  SWITCH_TYPES = new Map([...types].map(([head, of]) => [head, of.size]));
  return SWITCH_TYPES;
}

/**
 * Whether a yes/no setting's words only name things, of this type or another: then they say the
 * thing, not the switch ("cluster" is the cluster, not encryption in the cluster; "brokers" are
 * MSK's brokers, not its Prometheus exporter in the broker; "events" are events, not a Redshift
 * target's WithEvent; "Secrets Manager" is the service, not a Firehose destination's use of it).
 */
const namesOnlyThings = (ref: LeafRef) => ref.words.every(namesAThing);

/**
 * Whether one word alone says a yes/no setting: when the sentence names the setting's type, or
 * the word names the settings of few types ("versioning"), not many ("public", "enabled").
 */
const saysAlone = (ref: LeafRef, mentioned: number): boolean =>
  mentioned > 0 || (switchTypes().get(ref.head) ?? 0) <= 2;

/** Whether a property is a yes/no setting, or an on/off status said by its parent's words ("versioning"). */
export const isSwitch = (ref: LeafRef): boolean =>
  ref.leaf.t === 'boolean' ||
  Boolean(
    ref.leaf.e?.some((v) => v === 'Enabled' || v === 'ENABLED') &&
      nameWords(ref.path.split('.').at(-1) ?? '').every((w) => PLAIN_NAME_WORDS.has(w)),
  );

/** The yes/no setting `ref` as the sentence says it at `places`, on or off, if it says it. */
export function switchReadings(
  tokens: Token[],
  ref: LeafRef,
  places: readonly number[],
  mention: Mention,
): Candidate[] {
  // the first place where every word of the name is said ("single-AZ ..., not Multi-AZ" says
  // "az" twice, and only the second is MultiAZ)
  const at = places.find((p) => wordsNear(tokens, ref, p, 4) >= ref.words.length) ?? (places[0] as number);
  if (namesOnlyThings(ref) || (ref.words.length < 2 && !saysAlone(ref, mention(ref.type)))) return [];
  // "single-AZ" says MultiAZ by its opposite: the setting, turned off
  const opposed = opposedAt(tokens, ref, at);
  if (wordsNear(tokens, ref, at, 4) + (opposed ? 1 : 0) < ref.words.length) return [];
  const yes = ref.leaf.t === 'boolean' ? true : ref.leaf.e?.find((v) => /^enabled$/i.test(String(v)));
  const no =
    ref.leaf.t === 'boolean' ? false : ref.leaf.e?.find((v) => /^(disabled|suspended)$/i.test(String(v)));
  const value = opposed || refusedAt(tokens, at) ? no : yes;
  if (value === undefined) return [];
  return [
    {
      ref,
      value,
      quote: tokens[at]?.raw ?? '',
      place: `b${at}`,
      score: fitOf(tokens, ref, at) + mention(ref.type),
    },
  ];
}
