/** One reading of a value of a sentence as one property: what the readers of each kind of value give back. */

import type { LeafRef } from './property-refs';

export interface Candidate {
  ref: LeafRef;
  value: string | number | boolean;
  stated?: number;
  quote: string;
  /** the value's place (its kind and word), so one value is read once */
  place: string;
  /** the sentence names the property's type (its service or its own name) */
  said?: boolean;
  /** a value the brief implies without writing it (a product's current version): one written anywhere in the brief wins */
  implied?: boolean;
  score: number;
}

/** How strongly the sentence names a type: 2 its service and its own name, 1 one of them, less for another sentence. */
export type Mention = (type: string) => number;
