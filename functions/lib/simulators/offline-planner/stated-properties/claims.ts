/**
 * Which value of a brief holds each property: each property is set once per brief, by the value
 * read first, with two exceptions a later sentence makes.
 *
 * - A number read earlier holds the properties past its first only until a later number whose
 *   own sentence names the property's type at least as strongly takes one ("backups kept 5 days.
 *   ... AWS Backup ... keep it 21 days": the first is the database's, the second the backup rule's).
 * - A sentence that corrects or replaces ("400 is wrong, set it to 731 days", "use
 *   BUILD_GENERAL1_SMALL instead", a refinement's "switch the table to on-demand") takes a
 *   property from the earlier value, even its first, when it gives it another value.
 */

import { isNumeric, targetKey } from '#shared/generation/properties/schema';
import type { Candidate } from './candidate';

export const keyOf = (c: Candidate) => targetKey(c.ref.type, c.ref.path, c.value);

/** How strongly a sentence names a type (see mentionScore). */
type Named = (type: string) => number;

interface Claim {
  /** the targets of the value that holds the property: taking it removes it from them */
  targets: Candidate[];
  value: Candidate['value'];
  first: boolean;
  named: Named;
  sentence: string;
}

export class Claims {
  private readonly held = new Map<string, Claim>();

  /** Whether a value of `sentence` may set the property of `c`. */
  open(c: Candidate, sentence: string, named: Named, corrects: boolean): boolean {
    const claim = this.held.get(keyOf(c));
    if (!claim) return true;
    if (claim.sentence === sentence) return false;
    if (corrects && claim.value !== c.value) return true;
    const type = c.ref.type;
    return !claim.first && isNumeric(c.ref.leaf) && named(type) > 0 && named(type) >= claim.named(type);
  }

  /** A value's properties taken for it, the first of them its own for good (but for a correction). */
  take(targets: Candidate[], sentence: string, named: Named): void {
    const own = new Set<string>();
    targets.forEach((c, rank) => {
      const key = keyOf(c);
      // a property listed twice for one value is taken once, as its first place says
      if (own.has(key)) return;
      own.add(key);
      const earlier = this.held.get(key)?.targets;
      const at = earlier?.findIndex((o) => keyOf(o) === key) ?? -1;
      if (earlier && at >= 0) earlier.splice(at, 1);
      this.held.set(key, { targets, value: c.value, first: rank === 0, named, sentence });
    });
  }

  /** Whether a value said before already sets the property of `c` to its value (a refinement restates the brief). */
  restates(c: Candidate): boolean {
    return this.held.get(keyOf(c))?.value === c.value;
  }

  has(c: Candidate): boolean {
    return this.held.has(keyOf(c));
  }
}
